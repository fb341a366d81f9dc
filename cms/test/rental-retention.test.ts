import fs from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startChildCms, type ChildCms } from './helpers/child-cms';
import { childDatabase, connectToDatabase } from './helpers/child-database';
import { makeScratchDir } from './helpers/environment';
import { request } from './helpers/http';
import { applicationData, payDeposit, send, submitApplication } from './helpers/rental';

/**
 * The privacy policy's retention periods are performed (docs/decisions/027): at start (and daily)
 * the cms destroys 반려/취소 applications a year after their last status change and 완료 ones
 * after five years, with their documents; applications in progress stay.
 */

const DAY_MS = 86_400_000;

let scratchDir: string;
let database: Record<string, string>;
let child: ChildCms | undefined;
let db: Knex;

/** The links from applications to their history entries (component ids are per component table). */
const historyLinks = () => db('rental_applications_cmps').where({ component_type: 'rental.status-change' });

/** Moves every application's last change (row and history) `days` into the past. */
async function age(days: number, statuses: string[]) {
  const when = new Date(Date.now() - days * DAY_MS);
  const ids = (await db('rental_applications').whereIn('application_status', statuses).select('id')).map(
    (row: { id: number }) => row.id,
  );
  await db('rental_applications').whereIn('id', ids).update({ updated_at: when });
  const components = (await historyLinks().whereIn('entity_id', ids).select('cmp_id')).map(
    (row: { cmp_id: number }) => row.cmp_id,
  );
  await db('components_rental_status_changes').whereIn('id', components).update({ changed_at: when });
}

const storedFiles = async () =>
  (await fs.readdir(path.join(scratchDir, 'rental-documents')).catch(() => [] as string[])).filter(
    (name) => name !== '.pending',
  );

async function staffToken(baseUrl: string): Promise<string> {
  const { adminEmail, adminPassword } = inject('cms');
  const login = await request('/admin/login', {
    method: 'POST',
    baseUrl,
    body: { email: adminEmail, password: adminPassword },
  });
  expect(login.status, login.text).toBe(200);
  return login.body.data.token;
}

async function steps(baseUrl: string, token: string, documentId: string, list: string[]) {
  for (const step of list) {
    if (step === 'contract') await payDeposit(documentId, { baseUrl, token });
    const response = await send(`/admin/rental-applications/${documentId}/steps`, {
      method: 'POST',
      token,
      baseUrl,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(step === 'reject' || step === 'cancel' ? { step, reason: '보관 기간 점검' } : { step }),
    });
    expect(response.status, response.text).toBe(200);
  }
}

const exists = async (baseUrl: string, token: string, documentId: string) =>
  (await send(`/admin/rental-applications/${documentId}/steps`, { token, baseUrl })).status === 200;

beforeAll(async () => {
  scratchDir = await makeScratchDir('retention');
  database = await childDatabase(scratchDir, `retention_${Date.now()}`);
});

afterAll(async () => {
  await child?.stop();
  await db?.destroy();
});

describe('the retention purge', () => {
  it('destroys 반려/취소 after a year and 완료 after five, with their documents, and keeps what is in progress', async () => {
    child = await startChildCms({ scratchDir, database, env: { SEED_DEMO_CONTENT: 'false' } });
    const baseUrl = child.url;
    const email = `retention-${Date.now()}@member.example`;
    const signup = await request('/api/auth/local/register', {
      method: 'POST',
      baseUrl,
      body: { email, password: 'Member-Pass1!', name: '보관 점검', termsAgreed: true, privacyAgreed: true },
    });
    expect(signup.status, signup.text).toBe(200);
    const submit = async (showTitle: string) => {
      const response = await submitApplication(signup.body.jwt, { baseUrl, data: applicationData({ showTitle }) });
      expect(response.status, response.text).toBe(201);
      return response.body.data.documentId as string;
    };
    const token = await staffToken(baseUrl);
    const rejected = await submit('보관 반려');
    await steps(baseUrl, token, rejected, ['review', 'reject']);
    const completed = await submit('보관 완료');
    await steps(baseUrl, token, completed, ['review', 'approve', 'contract', 'complete']);
    const received = await submit('보관 접수');
    const recentRejected = await submit('보관 최근 반려');
    await steps(baseUrl, token, recentRejected, ['review', 'reject']);
    expect(await storedFiles()).toHaveLength(8);
    await child.stop();

    db = connectToDatabase(database);
    await age(366, ['rejected', 'completed', 'received']);
    // The recent rejection happened yesterday: still within its year.
    const recentId = (await db('rental_applications').where({ document_id: recentRejected }).first('id')).id;
    await db('rental_applications')
      .where({ id: recentId })
      .update({ updated_at: new Date(Date.now() - DAY_MS) });
    const recentCmps = (await historyLinks().where({ entity_id: recentId }).select('cmp_id')).map(
      (row: { cmp_id: number }) => row.cmp_id,
    );
    await db('components_rental_status_changes')
      .whereIn('id', recentCmps)
      .update({ changed_at: new Date(Date.now() - DAY_MS) });

    child = await startChildCms({ scratchDir, database, env: { SEED_DEMO_CONTENT: 'false' } });
    const token2 = await staffToken(child.url);
    await expect
      .poll(() => exists(child!.url, token2, rejected), { timeout: 15_000, message: 'the purge at start' })
      .toBe(false);
    expect(await exists(child.url, token2, completed)).toBe(true);
    expect(await exists(child.url, token2, received)).toBe(true);
    expect(await exists(child.url, token2, recentRejected)).toBe(true);
    expect(await storedFiles()).toHaveLength(6);
    await child.stop();

    await age(5 * 365 + 2, ['completed']);
    child = await startChildCms({ scratchDir, database, env: { SEED_DEMO_CONTENT: 'false' } });
    const token3 = await staffToken(child.url);
    await expect.poll(() => exists(child!.url, token3, completed), { timeout: 15_000 }).toBe(false);
    expect(await exists(child.url, token3, received)).toBe(true);
    expect(await storedFiles()).toHaveLength(4);
    await child.stop();

    // RENTAL_RETENTION_PURGE=off suspends it (a restored backup under inspection).
    await age(400, ['received', 'rejected']);
    await db('rental_applications')
      .where({ id: recentId })
      .update({ updated_at: new Date(Date.now() - 400 * DAY_MS) });
    await db('components_rental_status_changes')
      .whereIn('id', recentCmps)
      .update({ changed_at: new Date(Date.now() - 400 * DAY_MS) });
    child = await startChildCms({
      scratchDir,
      database,
      env: { SEED_DEMO_CONTENT: 'false', RENTAL_RETENTION_PURGE: 'off' },
    });
    const token4 = await staffToken(child.url);
    // The purge would run in the background right after the start: give it the time it took above.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await exists(child.url, token4, recentRejected)).toBe(true);
    expect(await exists(child.url, token4, received)).toBe(true);
    // Four starts of a cms: about a minute on a loaded machine, well beyond the default 60 s.
  });
});
