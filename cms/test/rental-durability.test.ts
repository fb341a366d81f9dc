import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerMember, type Member } from './helpers/actors';
import { signUp, sleep } from './helpers/auth';
import { startChildCms, type ChildCms } from './helpers/child-cms';
import { childDatabase } from './helpers/child-database';
import { makeScratchDir } from './helpers/environment';
import { request } from './helpers/http';
import { applicationData, defaultFiles, fixtures, storageSnapshot, submitApplication } from './helpers/rental';
import { WAIT_TIMEOUT_MS } from './helpers/timeouts.mjs';

/**
 * Durable submission (docs/decisions/018): documents wait in a pending folder until their row is
 * committed, a sweeper removes what no application references, the multipart parser writes to
 * a private folder, and an Idempotency-Key makes a retry return the first application.
 */

const key = () => crypto.randomUUID();
const HOUR_AGO = new Date(Date.now() - 3_600_000);

describe('a failure after the documents are stored', () => {
  it('leaves no file in the documents folder, the pending folder or the incoming folder, and no row', async () => {
    const member = await registerMember('durable-fault');
    const before = await storageSnapshot();
    const response = await submitApplication(member.jwt, {
      headers: { 'x-rental-test-fault': 'after-store', 'idempotency-key': key() },
    });
    expect(response.status).toBe(500);
    expect(await storageSnapshot()).toEqual(before);
    expect(await fs.readdir(path.join(inject('cms').rentalDocumentsDir, '.pending'))).toEqual([]);
  });

  it('keeps the folders private to the cms user', async () => {
    const { rentalDocumentsDir, tempDir } = inject('cms');
    for (const dir of [rentalDocumentsDir, path.join(rentalDocumentsDir, '.pending'), tempDir]) {
      expect(((await fs.stat(dir)).mode & 0o777).toString(8), dir).toBe('700');
    }
  });
});

describe('the multipart parser', () => {
  it('writes an upload in progress into the private incoming folder, not the system temp folder', async () => {
    const member = await registerMember('durable-incoming');
    const { tempDir: incomingDir } = inject('cms');
    const systemTemp = os.tmpdir();
    // The cms of the suite shares the test process's TMPDIR (global-setup).
    expect(path.dirname(systemTemp)).toBe(path.dirname(incomingDir));
    const before = { incoming: await fs.readdir(incomingDir), system: await fs.readdir(systemTemp) };

    const form = new FormData();
    form.append('data', JSON.stringify(applicationData()));
    form.append(
      'businessRegistration',
      new Blob([new Uint8Array(Buffer.concat([fixtures.pdf(), Buffer.alloc(512 * 1024, 0x20)]))]),
      'a.pdf',
    );
    form.append('performancePlan', new Blob([new Uint8Array(fixtures.png())]), 'b.png');
    const encoded = new Request('http://127.0.0.1/', { method: 'POST', body: form });
    const body = Buffer.from(await encoded.arrayBuffer());
    const { hostname, port } = new URL(inject('cms').url);
    let markLooked!: () => void;
    const looked = new Promise<void>((resolve) => (markLooked = resolve));
    const response = new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          hostname,
          port,
          path: '/api/rental-applications',
          method: 'POST',
          agent: false,
          headers: {
            'content-type': encoded.headers.get('content-type')!,
            'content-length': String(body.length),
            authorization: `Bearer ${member.jwt}`,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      // Half of the first document now; the rest once the test has looked.
      request.write(body.subarray(0, 256 * 1024));
      void looked.then(() => request.end(body.subarray(256 * 1024)));
    });

    let during: string[] = [];
    for (let attempt = 0; attempt < 200 && during.length === before.incoming.length; attempt += 1) {
      await sleep(10);
      during = await fs.readdir(incomingDir);
    }
    const systemDuring = await fs.readdir(systemTemp);
    markLooked();
    expect(await response).toBe(201);
    expect(during.length).toBe(before.incoming.length + 1);
    expect(systemDuring).toEqual(before.system);
    expect(await fs.readdir(incomingDir)).toEqual(before.incoming);
  });
});

describe('Idempotency-Key', () => {
  let member: Member;
  beforeAll(async () => {
    member = await registerMember('durable-key');
  });

  it('a retry with the same key returns the first application instead of a second one', async () => {
    const idempotencyKey = key();
    // A retry sends the same form: the same fields, desired day included.
    const data = applicationData();
    const before = await storageSnapshot();
    const first = await submitApplication(member.jwt, { data, headers: { 'idempotency-key': idempotencyKey } });
    expect(first.status, first.text).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const retry = await submitApplication(member.jwt, { data, headers: { 'idempotency-key': idempotencyKey } });
    expect(retry.status, retry.text).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);

    const after = await storageSnapshot();
    expect(after.applications).toBe(before.applications + 1);
    expect(after.documents.length).toBe(before.documents.length + 2);
    expect(after.temporary).toEqual(before.temporary);
  });

  it('the same key with other content returns 409 in Korean and stores nothing', async () => {
    const idempotencyKey = key();
    const data = applicationData();
    expect((await submitApplication(member.jwt, { data, headers: { 'idempotency-key': idempotencyKey } })).status).toBe(
      201,
    );
    const before = await storageSnapshot();
    const otherData = await submitApplication(member.jwt, {
      headers: { 'idempotency-key': idempotencyKey },
      data: { ...data, showTitle: '다른 공연' },
    });
    expect(otherData.status).toBe(409);
    expect(otherData.body.error.message).toMatch(/내용이 다른 신청이 이미 접수되었습니다/);
    const otherFile = await submitApplication(member.jwt, {
      data,
      headers: { 'idempotency-key': idempotencyKey },
      files: {
        ...defaultFiles(),
        performancePlan: { name: '계획서.jpg', content: fixtures.jpeg(), type: 'image/jpeg' },
      },
    });
    expect(otherFile.status).toBe(409);
    expect(await storageSnapshot()).toEqual(before);
  });

  it('keys belong to one member: another member with the same key gets an application of their own', async () => {
    const idempotencyKey = key();
    const other = await registerMember('durable-key-other');
    const mine = await submitApplication(member.jwt, { headers: { 'idempotency-key': idempotencyKey } });
    const theirs = await submitApplication(other.jwt, { headers: { 'idempotency-key': idempotencyKey } });
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.documentId).not.toBe(mine.body.data.documentId);
  });

  it.each([['short1'], ['a'.repeat(129)], ['has space in it'], ['dots.are.not.allowed']])(
    'refuses the malformed key %j with 400 and stores nothing',
    async (bad) => {
      const before = await storageSnapshot();
      const response = await submitApplication(member.jwt, { headers: { 'idempotency-key': bad } });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe('Idempotency-Key는 영문, 숫자, -, _로 된 8~128자여야 합니다.');
      expect(await storageSnapshot()).toEqual(before);
    },
  );

  it('five concurrent requests with one key make one application, and every response names it', async () => {
    const idempotencyKey = key();
    const data = applicationData();
    const before = await storageSnapshot();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        submitApplication(member.jwt, { data, headers: { 'idempotency-key': idempotencyKey } }),
      ),
    );
    for (const response of responses) expect(response.status, response.text).toBe(201);
    expect(new Set(responses.map((response) => response.body.data.documentId)).size).toBe(1);
    const after = await storageSnapshot();
    expect(after.applications).toBe(before.applications + 1);
    expect(after.documents.length).toBe(before.documents.length + 2);
    expect(after.documents.filter((name) => name.startsWith('.pending/'))).toEqual([]);
    expect(after.temporary).toEqual(before.temporary);
  });
});

/** What the sweeper's passes logged, added up: files removed and committed moves finished. */
function sweptCounts(log: string): { removed: number; moved: number } {
  const passes = log.matchAll(
    /document sweeper: removed (\d+) unreferenced file\(s\), finished moving (\d+) committed/g,
  );
  let removed = 0;
  let moved = 0;
  for (const [, files, moves] of passes) {
    removed += Number(files);
    moved += Number(moves);
  }
  return { removed, moved };
}

describe('a child cms: the sweeper and a crash', () => {
  let scratchDir: string;
  let database: Record<string, string>;
  let child: ChildCms | undefined;
  let documentsDir: string;
  let pendingDir: string;
  let incomingDir: string;

  const sweeperEnv = {
    RENTAL_DOCUMENT_SWEEP_AGE_SECONDS: '30',
    RENTAL_DOCUMENT_SWEEP_INTERVAL_SECONDS: '1',
    LOG_LEVEL: 'info',
  };
  const listFiles = async (dir: string) =>
    (await fs.readdir(dir).catch(() => [] as string[])).filter((name) => name !== '.pending').sort();

  const applicationTotal = async () => {
    const { adminEmail, adminPassword } = inject('cms');
    const login = await request('/admin/login', {
      method: 'POST',
      body: { email: adminEmail, password: adminPassword },
      baseUrl: child!.url,
    });
    expect(login.status).toBe(200);
    const list = await request(
      '/content-manager/collection-types/api::rental-application.rental-application?pageSize=1',
      {
        token: login.body.data.token,
        baseUrl: child!.url,
      },
    );
    expect(list.status).toBe(200);
    return list.body.pagination.total as number;
  };

  beforeAll(async () => {
    scratchDir = await makeScratchDir('hall-cms-durability-');
    database = await childDatabase(scratchDir, 'hall_durability');
    documentsDir = path.join(scratchDir, 'rental-documents');
    pendingDir = path.join(documentsDir, '.pending');
    incomingDir = path.join(scratchDir, 'uploads-incoming');
    child = await startChildCms({ scratchDir, database, env: sweeperEnv });
  });

  afterAll(async () => {
    await child?.stop();
    await fs.rm(scratchDir, { recursive: true, force: true });
  });

  it('removes old orphans, keeps a fresh pending file and every referenced file, finishes a committed move', async () => {
    const member = await signUp('durable-sweep', { baseUrl: child!.url });
    const submitted = await submitApplication(member.session.jwt, { baseUrl: child!.url });
    expect(submitted.status, submitted.text).toBe(201);
    const referenced = await listFiles(documentsDir);
    expect(referenced).toHaveLength(2);

    // Referenced files, old: kept. One of them back in the pending folder, as after a crash
    // between the commit and the rename: moved to its final name.
    for (const name of referenced) await fs.utimes(path.join(documentsDir, name), HOUR_AGO, HOUR_AGO);
    await fs.rename(path.join(documentsDir, referenced[1]), path.join(pendingDir, referenced[1]));
    const orphanStored = `${crypto.randomBytes(16).toString('hex')}.pdf`;
    const orphanPending = `${crypto.randomBytes(16).toString('hex')}.png`;
    const freshPending = `${crypto.randomBytes(16).toString('hex')}.pdf`;
    await fs.writeFile(path.join(documentsDir, orphanStored), fixtures.pdf());
    await fs.writeFile(path.join(pendingDir, orphanPending), fixtures.png());
    await fs.utimes(path.join(documentsDir, orphanStored), HOUR_AGO, HOUR_AGO);
    await fs.utimes(path.join(pendingDir, orphanPending), HOUR_AGO, HOUR_AGO);
    await fs.writeFile(path.join(pendingDir, freshPending), fixtures.pdf());

    // The sweeper runs every second; on a loaded machine a pass can take a few.
    await expect
      .poll(() => listFiles(documentsDir), { timeout: WAIT_TIMEOUT_MS, interval: 250 })
      .toEqual([...referenced].sort());
    await expect.poll(() => listFiles(pendingDir), { timeout: WAIT_TIMEOUT_MS, interval: 250 }).toEqual([freshPending]);
    // What it did, in counts: no file names, nothing of the applicant. A pass while the leftovers
    // were being laid out may have taken part of them: the passes' counts add up.
    await expect
      .poll(() => sweptCounts(child!.output()), { timeout: WAIT_TIMEOUT_MS })
      .toEqual({ removed: 2, moved: 1 });
    const output = child!.output();
    expect(output).not.toContain('document sweeper failed');
    for (const name of [orphanStored, orphanPending, ...referenced]) expect(output).not.toContain(name);

    // The moved document downloads again.
    const link = await request(
      `/api/rental-applications/${submitted.body.data.documentId}/documents/performancePlan/link`,
      {
        method: 'POST',
        token: member.session.jwt,
        baseUrl: child!.url,
      },
    );
    expect(link.status).toBe(200);
    expect((await fetch(`${child!.url}${link.body.data.url}`)).status).toBe(200);
    await fs.rm(path.join(pendingDir, freshPending));
  });

  it('after kill -9 during 10 concurrent submissions and a restart, every stored file belongs to an application', async () => {
    const member = await signUp('durable-crash', { baseUrl: child!.url });
    const applicationsBefore = await applicationTotal();
    const responses = Array.from({ length: 10 }, () =>
      submitApplication(member.session.jwt, { baseUrl: child!.url, headers: { 'idempotency-key': key() } }).catch(
        (error: Error) => error,
      ),
    );
    // Killed as soon as documents are being written: some submissions stored, others not.
    const deadline = Date.now() + WAIT_TIMEOUT_MS;
    while ((await listFiles(pendingDir)).length === 0 && Date.now() < deadline) await sleep(5);
    child!.kill('SIGKILL');
    await child!.exited();
    const settled = await Promise.all(responses);
    const acknowledged = settled.filter((response) => !(response instanceof Error) && response.status === 201).length;
    expect(acknowledged).toBeLessThan(10);

    child = await startChildCms({
      scratchDir,
      database,
      env: { ...sweeperEnv, RENTAL_DOCUMENT_SWEEP_AGE_SECONDS: '1' },
    });
    const applications = await applicationTotal();
    // Every acknowledged one, maybe some whose 201 was lost.
    expect(applications).toBeGreaterThanOrEqual(applicationsBefore + acknowledged);
    // Once the sweeper (every second, files older than one) has been through the leftovers.
    await expect.poll(() => listFiles(pendingDir), { timeout: WAIT_TIMEOUT_MS, interval: 250 }).toEqual([]);
    await expect
      .poll(async () => (await listFiles(documentsDir)).length, { timeout: WAIT_TIMEOUT_MS, interval: 250 })
      .toBe(2 * applications);
    expect(await fs.readdir(incomingDir)).toEqual([]);
  });
});
