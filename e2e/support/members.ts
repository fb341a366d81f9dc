import { addSeoulDays, seoulDateKey } from '@hall/contract/seoul-time';
import { expect } from 'vitest';
import { APPLICATION_FIELDS, PDF_DOCUMENT, PNG_IMAGE } from '../../cms/test/fixtures/rental-application';
import { e2e } from './browser';

/** A password that meets the site's rule. */
export const MEMBER_PASSWORD = 'Hall-e2e-1!';

/** The Seoul day `days` from today, YYYY-MM-DD. */
export const seoulDayAfter = (days: number) => seoulDateKey(addSeoulDays(Date.now(), days));

/** Signs a member up through the site's API; returns the access token. */
export async function signUpMember(email: string, name = '김대관'): Promise<string> {
  const response = await fetch(new URL('/api/auth/local/register', e2e().baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: email,
      email,
      password: MEMBER_PASSWORD,
      name,
      phoneNumber: '01012345678',
      termsAgreed: true,
      privacyAgreed: true,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { jwt: string }).jwt;
}

/**
 * A member's rental application with both documents, as the site's form sends it (multipart);
 * `fields` replace the defaults. Returns the application's documentId.
 */
export async function submitRentalApplication(jwt: string, fields: Record<string, unknown> = {}): Promise<string> {
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({
      ...APPLICATION_FIELDS,
      desiredDate: seoulDayAfter(250),
      ...fields,
    }),
  );
  form.append(
    'businessRegistration',
    new Blob([new Uint8Array(PDF_DOCUMENT)], { type: 'application/pdf' }),
    '사업자등록증.pdf',
  );
  form.append('performancePlan', new Blob([new Uint8Array(PNG_IMAGE)], { type: 'image/png' }), '공연계획서.png');
  const response = await fetch(new URL('/api/rental-applications', e2e().baseUrl), {
    method: 'POST',
    headers: { Authorization: `Bearer ${jwt}` },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: { documentId: string } }).data.documentId;
}
