import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { RENTAL_APPLICATION, registerMember, type Member } from './helpers/actors';
import { request } from './helpers/http';
import {
  applicationData,
  fixtures,
  send,
  sha256,
  staffWithPermissions,
  storedDocumentFiles,
  submitApplication,
} from './helpers/rental';

/**
 * The staff's admin routes of rental applications (docs/api/rental.md): the steps of the
 * workflow, its read view, documents attached by staff and the document links; who may call
 * them, and how staff uploads are checked and stored.
 */

const staffToken = () => inject('cms').staffToken;
let member: Member;

beforeAll(async () => {
  member = await registerMember('staff-routes');
});

/** An application registered by staff (phone or paper): no owner, no documents yet. */
async function paperApplication(): Promise<string> {
  const { termsAgreed, privacyAgreed, ...fields } = applicationData({
    company: '서면 접수 극단',
    email: 'paper@theatre.example',
  });
  const response = await send(`/content-manager/collection-types/${RENTAL_APPLICATION}`, {
    method: 'POST',
    token: staffToken(),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });
  expect(response.status, response.text).toBe(201);
  return (response.body as any).data.documentId;
}

/** As the super admin unless `as` says who (`{ token: undefined }`: nobody). */
function upload(
  documentId: string,
  field: string,
  files: Array<{ part?: string; name: string; content: Buffer; type?: string }>,
  as: { token?: string } = { token: staffToken() },
) {
  const { token } = as;
  const form = new FormData();
  for (const file of files)
    form.append(
      file.part ?? 'file',
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  return send(`/admin/rental-documents/${documentId}/${field}`, { method: 'POST', body: form, token });
}

async function download(documentId: string, field: string) {
  const links = await send(`/admin/rental-documents/${documentId}/links`, { token: staffToken() });
  expect(links.status).toBe(200);
  const link = (links.body as any).data[field];
  return link ? send(link.url) : null;
}

describe('documents attached by staff', () => {
  it('stores both documents of a paper application in the private store, readable through the links', async () => {
    const documentId = await paperApplication();
    const before = await storedDocumentFiles();
    const pdf = fixtures.pdf();
    const registration = await upload(documentId, 'businessRegistration', [
      { name: '사업자등록증(팩스).pdf', content: pdf, type: 'image/png' },
    ]);
    expect(registration.status, registration.text).toBe(200);
    expect((registration.body as any).data).toEqual({
      businessRegistration: { name: '사업자등록증(팩스).pdf', size: pdf.length, mime: 'application/pdf' },
      performancePlan: null,
    });
    const hwpx = await fixtures.hwpx();
    expect((await upload(documentId, 'performancePlan', [{ name: '공연 계획서.hwpx', content: hwpx }])).status).toBe(
      200,
    );
    expect(registration.text).not.toMatch(/storageKey|sha256/);

    const after = await storedDocumentFiles();
    expect(after.length).toBe(before.length + 2);
    for (const name of after)
      expect(path.dirname(path.join(inject('cms').rentalDocumentsDir, name))).toBe(inject('cms').rentalDocumentsDir);
    expect(sha256((await download(documentId, 'businessRegistration'))!.bytes)).toBe(sha256(pdf));
    expect(sha256((await download(documentId, 'performancePlan'))!.bytes)).toBe(sha256(hwpx));
    expect(await fs.readdir(inject('cms').tempDir)).toEqual([]);
  });

  it("replaces a member's document and removes the old file", async () => {
    const submitted = await submitApplication(member.jwt);
    expect(submitted.status).toBe(201);
    const { documentId } = submitted.body.data;
    const before = await storedDocumentFiles();
    const replacement = Buffer.concat([fixtures.pdf(), Buffer.from('% 새 계획서\n')]);
    const response = await upload(documentId, 'performancePlan', [{ name: '수정 계획서.pdf', content: replacement }]);
    expect(response.status, response.text).toBe(200);
    const after = await storedDocumentFiles();
    expect(after.length).toBe(before.length);
    expect(after).not.toEqual(before);
    expect(sha256((await download(documentId, 'performancePlan'))!.bytes)).toBe(sha256(replacement));
    const memberView = await request(`/api/rental-applications/${documentId}`, { token: member.jwt });
    expect(memberView.body.data.documents.performancePlan).toEqual({
      name: '수정 계획서.pdf',
      size: replacement.length,
      mime: 'application/pdf',
    });
  });

  it.each<
    [string, () => Promise<Array<{ part?: string; name: string; content: Buffer; type?: string }>>, number, string]
  >([
    [
      'an executable named .pdf',
      async () => [{ name: '계획서.pdf', content: fixtures.exe(), type: 'application/pdf' }],
      400,
      'PDF, JPG, PNG, HWP, HWPX, DOCX 파일만 등록할 수 있습니다.',
    ],
    [
      'HTML',
      async () => [{ name: 'plan.html', content: fixtures.html() }],
      400,
      'PDF, JPG, PNG, HWP, HWPX, DOCX 파일만 등록할 수 있습니다.',
    ],
    [
      'an empty file',
      async () => [{ name: 'empty.pdf', content: Buffer.alloc(0) }],
      400,
      '빈 파일입니다. 파일을 확인해주세요.',
    ],
    [
      'two files',
      async () => [
        { name: 'a.pdf', content: fixtures.pdf() },
        { name: 'b.pdf', content: fixtures.pdf() },
      ],
      400,
      '파일은 하나만 등록할 수 있습니다.',
    ],
    ['no file', async () => [], 400, '파일을 등록해주세요.'],
    [
      'another part',
      async () => [{ part: 'performancePlan', name: 'a.pdf', content: fixtures.pdf() }],
      400,
      '허용되지 않는 항목입니다.',
    ],
    [
      'a file over the limit',
      async () => [{ name: 'big.pdf', content: Buffer.concat([fixtures.pdf(), Buffer.alloc(21 * 1024 * 1024)]) }],
      413,
      '파일은 20MB 이하만 등록할 수 있습니다.',
    ],
  ])('refuses %s, keeps the stored document and leaves no file behind', async (_what, files, status, message) => {
    const submitted = await submitApplication(member.jwt);
    const { documentId } = submitted.body.data;
    const before = await storedDocumentFiles();
    const response = await upload(documentId, 'businessRegistration', await files());
    expect(response.status, response.text.slice(0, 300)).toBe(status);
    expect((response.body as any).error.message).toBe(message);
    expect(await storedDocumentFiles()).toEqual(before);
    expect(await fs.readdir(inject('cms').tempDir)).toEqual([]);
    expect(sha256((await download(documentId, 'businessRegistration'))!.bytes)).toBe(sha256(fixtures.pdf()));
  });

  it('returns 404 for an unknown field or application', async () => {
    const documentId = await paperApplication();
    expect((await upload(documentId, 'documents', [{ name: 'a.pdf', content: fixtures.pdf() }])).status).toBe(404);
    expect(
      (await upload('no-such-application', 'performancePlan', [{ name: 'a.pdf', content: fixtures.pdf() }])).status,
    ).toBe(404);
    expect(await fs.readdir(inject('cms').tempDir)).toEqual([]);
  });
});

describe('who may call the staff routes', () => {
  let documentId: string;
  let contentOnly: string;
  let readOnly: string;
  const SHOW = 'api::show.show';

  beforeAll(async () => {
    documentId = (await submitApplication(member.jwt)).body.data.documentId;
    contentOnly = (
      await staffWithPermissions('공연만', [{ action: 'plugin::content-manager.explorer.read', subject: SHOW }])
    ).token;
    readOnly = (
      await staffWithPermissions('대관 열람', [
        { action: 'plugin::content-manager.explorer.read', subject: RENTAL_APPLICATION },
      ])
    ).token;
  });

  const calls = {
    'GET steps': (token?: string) => send(`/admin/rental-applications/${documentId}/steps`, { token }),
    'POST steps': (token?: string) =>
      send(`/admin/rental-applications/${documentId}/steps`, {
        method: 'POST',
        token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ step: 'review' }),
      }),
    'POST document': (token?: string) =>
      upload(documentId, 'performancePlan', [{ name: 'x.pdf', content: fixtures.pdf() }], { token }),
    'GET links': (token?: string) => send(`/admin/rental-documents/${documentId}/links`, { token }),
  };

  const unchanged = async () => {
    const view = await request(`/api/rental-applications/${documentId}`, { token: member.jwt });
    expect(view.body.data.applicationStatus).toBe('received');
    expect(view.body.data.documents.performancePlan.name).toBe('공연 계획서.png');
  };

  it.each(Object.keys(calls))('%s: 401 for a visitor and for a member of the site', async (name) => {
    const call = calls[name as keyof typeof calls];
    expect((await call(undefined)).status).toBe(401);
    expect((await call(member.jwt)).status).toBe(401);
    await unchanged();
  });

  it.each(Object.keys(calls))('%s: 403 for staff without permission on rental applications', async (name) => {
    const response = await calls[name as keyof typeof calls](contentOnly);
    expect(response.status).toBe(403);
    expect(response.text).not.toMatch(/storageKey|url|company/);
    await unchanged();
  });

  it('lets staff who may only read applications see the steps and links, but not take a step or upload', async () => {
    expect((await calls['GET steps'](readOnly)).status).toBe(200);
    expect((await calls['GET links'](readOnly)).status).toBe(200);
    const step = await calls['POST steps'](readOnly);
    expect(step.status).toBe(403);
    expect((step.body as any).error.message).toBe('대관 신청을 처리할 권한이 없습니다.');
    expect((await calls['POST document'](readOnly)).status).toBe(403);
    await unchanged();
  });
});
