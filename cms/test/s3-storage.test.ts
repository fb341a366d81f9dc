import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Account } from './helpers/auth';
import { startChildCms, type ChildCms } from './helpers/child-cms';
import { childDatabase } from './helpers/child-database';
import { makeScratchDir } from './helpers/environment';
import { request } from './helpers/http';
import { defaultFiles, fixtures, send, sha256, submitApplication } from './helpers/rental';
import { runOperationsCommand } from './helpers/operations-command';
import { startS3rver, type RunningS3 } from './helpers/s3rver';

/**
 * Files on S3-compatible storage (docs/decisions/025): two cms processes on one database and one
 * pair of buckets, each with its own empty local folders, against s3rver running in this process.
 * Media go to the public bucket through Strapi's S3 provider; rental documents to the private
 * bucket (pending/ until the row commits, then documents/), downloaded through the signed links.
 */

const MEDIA_BUCKET = 'hall-media';
const DOCUMENTS_BUCKET = 'hall-documents';
const RESTORED_MEDIA_BUCKET = 'hall-media-restored';
const RESTORED_DOCUMENTS_BUCKET = 'hall-documents-restored';
const HOUR_AGO = new Date(Date.now() - 3_600_000);

let scratchDir: string;
let s3: RunningS3;
let client: S3Client;
let first: ChildCms | undefined;
let second: ChildCms | undefined;
let member: Account;
let database: Record<string, string>;

const keysIn = async (bucket: string, prefix = ''): Promise<string[]> => {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
};

/** The files of a local folder and its sub-folders (none should be written when S3 is configured). */
async function localFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile() && entry.name !== '.gitkeep').map((entry) => entry.name);
}

async function staffToken(cms: ChildCms): Promise<string> {
  const { adminEmail, adminPassword } = (await import('vitest')).inject('cms');
  const login = await request('/admin/login', {
    method: 'POST',
    body: { email: adminEmail, password: adminPassword },
    baseUrl: cms.url,
  });
  expect(login.status, login.text).toBe(200);
  return login.body.data.token;
}

async function documentLink(cms: ChildCms, documentId: string, field: string): Promise<string> {
  const link = await request(`/api/rental-applications/${documentId}/documents/${field}/link`, {
    method: 'POST',
    token: member.session.jwt,
    baseUrl: cms.url,
  });
  expect(link.status, link.text).toBe(200);
  return link.body.data.url;
}

beforeAll(async () => {
  scratchDir = await makeScratchDir('hall-cms-s3-');
  s3 = await startS3rver(path.join(scratchDir, 's3'), [
    MEDIA_BUCKET,
    DOCUMENTS_BUCKET,
    RESTORED_MEDIA_BUCKET,
    RESTORED_DOCUMENTS_BUCKET,
  ]);
  const settings = s3.environment({ mediaBucket: MEDIA_BUCKET, documentsBucket: DOCUMENTS_BUCKET });
  client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  database = await childDatabase(scratchDir, 'hall_s3');
  const shared = {
    ...settings,
    // Both instances sign and read the same links.
    RENTAL_DOCUMENT_SECRET: crypto.randomBytes(24).toString('base64'),
    RENTAL_DOCUMENT_SWEEP_AGE_SECONDS: '30',
    RENTAL_DOCUMENT_SWEEP_INTERVAL_SECONDS: '1',
    LOG_LEVEL: 'info',
  };
  first = await startChildCms({ scratchDir, database, env: { ...shared, SEED_DEMO_CONTENT: 'true' } });
  // The second instance: same database and buckets, its own (empty) local folders.
  const own = path.join(scratchDir, 'second');
  second = await startChildCms({
    scratchDir,
    database,
    env: {
      ...shared,
      SEED_DEMO_CONTENT: 'false',
      PUBLIC_DIR: path.join(own, 'public'),
      RENTAL_DOCUMENTS_DIR: path.join(own, 'rental-documents'),
      UPLOADS_INCOMING_DIR: path.join(own, 'uploads-incoming'),
      MAIL_OUTBOX_DIR: path.join(own, 'mail'),
    },
  });
  member = await signUp('s3-member', { baseUrl: first.url });
});

afterAll(async () => {
  await second?.stop();
  await first?.stop();
  await s3?.stop();
  await fs.rm(scratchDir, { recursive: true, force: true });
});

describe('media on S3', () => {
  it('the demo content and a staff upload are stored in the media bucket, not on the local disk', async () => {
    const seeded = await keysIn(MEDIA_BUCKET);
    expect(seeded.length).toBeGreaterThan(0);
    expect(await localFiles(path.join(scratchDir, 'public'))).toEqual([]);

    const token = await staffToken(first!);
    const form = new FormData();
    // A PDF: images are re-encoded by the upload plugin, a PDF is stored as sent.
    const pdf = fixtures.pdf();
    form.append('files', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'program-s3.pdf');
    const uploaded = await send('/upload', { method: 'POST', body: form, token, baseUrl: first!.url });
    expect(uploaded.status, uploaded.text).toBe(201);
    const [file] = uploaded.body as Array<{ id: number; url: string; provider: string }>;
    expect(file.provider).toBe('aws-s3');
    expect(file.url.startsWith(`${s3.endpoint}/${MEDIA_BUCKET}/`)).toBe(true);
    expect(await keysIn(MEDIA_BUCKET)).toContain(file.url.slice(`${s3.endpoint}/${MEDIA_BUCKET}/`.length));
    expect(await localFiles(path.join(scratchDir, 'public'))).toEqual([]);

    // The other instance serves the same entry, whose URL returns the same bytes.
    const onSecond = await request(`/upload/files/${file.id}`, {
      token: await staffToken(second!),
      baseUrl: second!.url,
    });
    expect(onSecond.status, onSecond.text).toBe(200);
    expect(onSecond.body.url).toBe(file.url);
    const fetched = Buffer.from(await (await fetch(onSecond.body.url)).arrayBuffer());
    expect(fetched.equals(pdf)).toBe(true);
  });

  it('the Content-Security-Policy lets pages show media from the bucket', async () => {
    const response = await fetch(`${first!.url}/`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(new RegExp(`img-src [^;]*${s3.endpoint.replace(/[.:/]/g, '\\$&')}`));
  });
});

describe('rental documents on S3', () => {
  let documentId: string;

  it('are stored in the documents bucket under documents/, none pending, none on the local disk', async () => {
    const before = await keysIn(DOCUMENTS_BUCKET, 'documents/');
    const submitted = await submitApplication(member.session.jwt, { baseUrl: first!.url });
    expect(submitted.status, submitted.text).toBe(201);
    documentId = submitted.body.data.documentId;
    const after = await keysIn(DOCUMENTS_BUCKET, 'documents/');
    expect(after.length).toBe(before.length + 2);
    expect(await keysIn(DOCUMENTS_BUCKET, 'pending/')).toEqual([]);
    expect(await localFiles(path.join(scratchDir, 'rental-documents'))).toEqual([]);
    expect(await localFiles(path.join(scratchDir, 'uploads-incoming'))).toEqual([]);
  });

  it('download byte-identical through the signed link, from either instance, streamed by the cms', async () => {
    const files = defaultFiles();
    for (const field of ['businessRegistration', 'performancePlan'] as const) {
      for (const [linkFrom, downloadFrom] of [
        [first!, second!],
        [second!, first!],
      ]) {
        const url = await documentLink(linkFrom, documentId, field);
        expect(url).not.toContain(DOCUMENTS_BUCKET);
        const download = await send(url, { baseUrl: downloadFrom.url });
        expect(download.status).toBe(200);
        expect(download.headers.get('content-disposition')).toContain('attachment');
        expect(download.headers.get('cache-control')).toBe('private, no-store');
        expect(sha256(download.bytes)).toBe(sha256(files[field].content));
      }
    }
  });

  it('a document submitted through one instance downloads through the other', async () => {
    const submitted = await submitApplication(member.session.jwt, { baseUrl: second!.url });
    expect(submitted.status, submitted.text).toBe(201);
    const url = await documentLink(first!, submitted.body.data.documentId, 'performancePlan');
    const download = await send(url, { baseUrl: first!.url });
    expect(download.status).toBe(200);
    expect(download.bytes.equals(fixtures.png())).toBe(true);
  });

  it('nothing makes the documents bucket or its objects public, and every request to it is signed', async () => {
    const toDocuments = s3.requests.filter((recorded) => recorded.url.startsWith(`/${DOCUMENTS_BUCKET}`));
    expect(toDocuments.length).toBeGreaterThan(0);
    for (const recorded of toDocuments) {
      expect(recorded.headers['x-amz-acl'], recorded.url).toBeUndefined();
      expect(recorded.headers['x-amz-grant-read'], recorded.url).toBeUndefined();
      expect(recorded.url, recorded.method).not.toMatch(/[?&](acl|policy|website|cors)(=|&|$)/);
      expect(recorded.headers.authorization, recorded.url).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\//);
    }
    // Media carry no ACL either: their bucket's policy makes them readable.
    for (const recorded of s3.requests.filter((entry) => entry.url.startsWith(`/${MEDIA_BUCKET}`))) {
      expect(recorded.headers['x-amz-acl'], recorded.url).toBeUndefined();
    }
  });

  it('the sweeper removes stale pending and unreferenced objects and finishes a committed move', async () => {
    const submitted = await submitApplication(member.session.jwt, { baseUrl: first!.url });
    expect(submitted.status, submitted.text).toBe(201);
    const fresh = await keysIn(DOCUMENTS_BUCKET, 'documents/');
    const put = async (key: string, body: Buffer, old: boolean) => {
      await client.send(new PutObjectCommand({ Bucket: DOCUMENTS_BUCKET, Key: key, Body: body }));
      if (old) await fs.utimes(s3.objectFile(DOCUMENTS_BUCKET, key), HOUR_AGO, HOUR_AGO);
    };
    const name = (ext: string) => `${crypto.randomBytes(16).toString('hex')}.${ext}`;
    const orphanStored = `documents/${name('pdf')}`;
    const orphanPending = `pending/${name('png')}`;
    const freshPending = `pending/${name('pdf')}`;
    await put(orphanStored, fixtures.pdf(), true);
    await put(orphanPending, fixtures.png(), true);
    await put(freshPending, fixtures.pdf(), false);
    // A committed document still pending, as after a crash between the commit and the copy.
    const committed = fresh.find((key) => !key.endsWith('.pdf'))!;
    const content = (
      await send(await documentLink(first!, submitted.body.data.documentId, 'performancePlan'), {
        baseUrl: first!.url,
      })
    ).bytes;
    const { DeleteObjectCommand } = await import('@aws-sdk/client-s3');
    await client.send(new DeleteObjectCommand({ Bucket: DOCUMENTS_BUCKET, Key: committed }));
    await put(committed.replace('documents/', 'pending/'), content, true);

    // The sweepers run every second; on a loaded machine a pass can take a few.
    await expect.poll(() => keysIn(DOCUMENTS_BUCKET, 'documents/'), { timeout: 30_000, interval: 250 }).toEqual(fresh);
    await expect
      .poll(() => keysIn(DOCUMENTS_BUCKET, 'pending/'), { timeout: 30_000, interval: 250 })
      .toEqual([freshPending]);
    const download = await send(await documentLink(second!, submitted.body.data.documentId, 'performancePlan'), {
      baseUrl: second!.url,
    });
    expect(download.status).toBe(200);
    expect(download.bytes.equals(content)).toBe(true);
    const output = () => first!.output() + second!.output();
    await expect.poll(output, { timeout: 10_000 }).toContain('finished moving 1 committed file(s)');
    expect(output()).not.toContain('document sweeper failed');
  });
});

describe('backup and restore with S3', () => {
  let restored: ChildCms | undefined;
  let restoredDir: string;

  afterAll(async () => {
    await restored?.stop();
  });

  it('backs up from the buckets and restores into other, empty buckets with identical documents and media', async () => {
    const backupDir = path.join(scratchDir, 'backup');
    const settings = s3.environment({ mediaBucket: MEDIA_BUCKET, documentsBucket: DOCUMENTS_BUCKET });
    const backedUp = await runOperationsCommand('backup', [backupDir], { scratchDir, database, env: settings });
    expect(backedUp.code, backedUp.output).toBe(0);
    const manifest = JSON.parse(await fs.readFile(path.join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest.storage).toEqual({
      media: 's3',
      documents: 's3',
      mediaBaseUrl: `${s3.endpoint}/${MEDIA_BUCKET}`,
    });
    expect(manifest.missing).toEqual({ documents: [], media: [] });

    restoredDir = await makeScratchDir('hall-cms-s3-restored-');
    const target = {
      scratchDir: restoredDir,
      database: await childDatabase(restoredDir, 'hall_s3_restored', { fresh: true }),
      env: s3.environment({ mediaBucket: RESTORED_MEDIA_BUCKET, documentsBucket: RESTORED_DOCUMENTS_BUCKET }),
    };
    const restoring = await runOperationsCommand('restore', [backupDir], target);
    expect(restoring.code, restoring.output).toBe(0);
    expect((await keysIn(RESTORED_DOCUMENTS_BUCKET, 'documents/')).length).toBe(manifest.counts.documents);
    expect(await keysIn(RESTORED_DOCUMENTS_BUCKET, 'pending/')).toEqual([]);

    restored = await startChildCms({ ...target, env: { ...target.env, SEED_DEMO_CONTENT: 'false' } });
    const token = await staffToken(restored);
    const files = await request('/upload/files?pageSize=100', { token, baseUrl: restored.url });
    const list = (Array.isArray(files.body) ? files.body : files.body.results) as Array<{ url: string; hash: string }>;
    expect(list.length).toBeGreaterThan(0);
    for (const file of list) {
      expect(file.url.startsWith(`${s3.endpoint}/${RESTORED_MEDIA_BUCKET}/`), file.url).toBe(true);
      const original = file.url.replace(`/${RESTORED_MEDIA_BUCKET}/`, `/${MEDIA_BUCKET}/`);
      const [copy, source] = await Promise.all([fetch(file.url), fetch(original)]);
      expect(copy.status, file.url).toBe(200);
      expect(sha256(Buffer.from(await copy.arrayBuffer()))).toBe(sha256(Buffer.from(await source.arrayBuffer())));
    }

    const session = await (
      await import('./helpers/auth')
    ).logIn(member.email, member.password, { baseUrl: restored.url });
    const mine = await request('/api/rental-applications', { token: session.jwt, baseUrl: restored.url });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.data.length).toBeGreaterThan(0);
    for (const application of mine.body.data as Array<{ documentId: string }>) {
      const link = await request(
        `/api/rental-applications/${application.documentId}/documents/businessRegistration/link`,
        {
          method: 'POST',
          token: session.jwt,
          baseUrl: restored.url,
        },
      );
      expect(link.status, link.text).toBe(200);
      const download = await send(link.body.data.url, { baseUrl: restored.url });
      expect(download.status).toBe(200);
      expect(download.bytes.equals(fixtures.pdf())).toBe(true);
    }
    await fs.rm(restoredDir, { recursive: true, force: true }).catch(() => undefined);
  });
});
