import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logIn, signUp, type Account } from './helpers/auth';
import { startChildCms, type ChildCms } from './helpers/child-cms';
import { childDatabase } from './helpers/child-database';
import { makeScratchDir } from './helpers/environment';
import { runOperationsCommand } from './helpers/operations-command';
import { request } from './helpers/http';
import { applicationData, fixtures, send, sha256, submitApplication, type UploadFile } from './helpers/rental';

/**
 * `npm run backup -- DIR` and `npm run restore -- DIR` (docs/decisions/026): an install with
 * demo content, applications with documents, a staff account and a member is backed up while it
 * runs, restored into a fresh install (a new database, new folders) and checked over HTTP.
 */

const RENTAL = 'api::rental-application.rental-application';
const STAFF_PASSWORD = 'Backup-Staff-2026!';

const runCommand = runOperationsCommand;

async function staffLogin(cms: ChildCms, email: string, password: string): Promise<string> {
  const login = await request('/admin/login', { method: 'POST', body: { email, password }, baseUrl: cms.url });
  expect(login.status, login.text).toBe(200);
  return login.body.data.token;
}

/** A staff member invited by the admin with the 대관 담당 role and registered with a password. */
async function createStaffMember(cms: ChildCms, adminToken: string): Promise<string> {
  const roles = await request('/admin/roles', { token: adminToken, baseUrl: cms.url });
  const role = (roles.body.data as Array<{ id: number; code: string }>).find(
    (candidate) => candidate.code === 'hall-rental-staff',
  )!;
  const email = `backup-staff-${Date.now()}@staff.example`;
  const invited = await request('/admin/users', {
    method: 'POST',
    token: adminToken,
    baseUrl: cms.url,
    body: { firstname: '직원', lastname: '백업', email, roles: [role.id] },
  });
  expect(invited.status, invited.text).toBe(201);
  const registered = await request('/admin/register', {
    method: 'POST',
    baseUrl: cms.url,
    body: {
      registrationToken: invited.body.data.registrationToken,
      userInfo: { firstname: '직원', lastname: '백업', password: STAFF_PASSWORD },
    },
  });
  expect(registered.status, registered.text).toBe(200);
  return email;
}

describe('backup and restore', () => {
  let sourceDir: string;
  let targetDir: string;
  let backupDir: string;
  let source: { scratchDir: string; database: Record<string, string> };
  let target: { scratchDir: string; database: Record<string, string> };
  let running: ChildCms | undefined;
  let member: Account;
  let staffEmail: string;
  const submittedFiles = new Map<string, Record<string, UploadFile>>();
  let before: { shows: number; applications: number; media: Array<{ url: string; bytes: string }> };

  const publicShows = async (cms: ChildCms) =>
    (await request('/api/shows?pagination[pageSize]=1', { baseUrl: cms.url })).body.meta.pagination.total as number;

  beforeAll(async () => {
    sourceDir = await makeScratchDir('hall-cms-backup-source-');
    targetDir = await makeScratchDir('hall-cms-backup-target-');
    backupDir = path.join(await makeScratchDir('hall-cms-backup-'), 'backup');
    source = {
      scratchDir: sourceDir,
      database: await childDatabase(sourceDir, 'hall_backup_source', { content: true }),
    };
    target = { scratchDir: targetDir, database: await childDatabase(targetDir, 'hall_backup_target', { fresh: true }) };

    running = await startChildCms(source);
    const { adminEmail, adminPassword } = inject('cms');
    const adminToken = await staffLogin(running, adminEmail, adminPassword);
    staffEmail = await createStaffMember(running, adminToken);
    member = await signUp('backup-member', { baseUrl: running.url });
    const variants: Array<Record<string, UploadFile>> = [
      {
        businessRegistration: { name: '사업자등록증.pdf', content: fixtures.pdf() },
        performancePlan: { name: '공연 계획서.png', content: fixtures.png() },
      },
      {
        businessRegistration: { name: '등록증.hwp', content: fixtures.hwp() },
        performancePlan: { name: '계획서.docx', content: await fixtures.docx() },
      },
    ];
    for (const [index, files] of variants.entries()) {
      const submitted = await submitApplication(member.session.jwt, {
        baseUrl: running.url,
        files,
        data: applicationData({ showTitle: `백업 공연 ${index + 1}`, email: member.email }),
      });
      expect(submitted.status, submitted.text).toBe(201);
      submittedFiles.set(submitted.body.data.documentId, files);
    }
    const media = await request('/upload/files?pageSize=5', { token: adminToken, baseUrl: running.url });
    const mediaList = (Array.isArray(media.body) ? media.body : media.body.results) as Array<{ url: string }>;
    before = {
      shows: await publicShows(running),
      applications: (
        await request(`/content-manager/collection-types/${RENTAL}?pageSize=1`, {
          token: adminToken,
          baseUrl: running.url,
        })
      ).body.pagination.total,
      media: await Promise.all(
        mediaList.map(async ({ url }) => ({
          url,
          bytes: sha256(Buffer.from(await (await fetch(`${running!.url}${url}`)).arrayBuffer())),
        })),
      ),
    };
    expect(before.media.length).toBeGreaterThan(0);
  });

  afterAll(async () => {
    await running?.stop();
    for (const dir of [sourceDir, targetDir, path.dirname(backupDir)])
      await fs.rm(dir, { recursive: true, force: true });
  });

  it('backs up the running install into a folder with a manifest of every file', async () => {
    const { code, output } = await runCommand('backup', [backupDir], source);
    expect(code, output).toBe(0);
    const manifest = JSON.parse(await fs.readFile(path.join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest.database.client).toBe(inject('cms').databaseKind);
    expect(manifest.counts).toMatchObject({ applications: before.applications, documents: 2 * before.applications });
    expect(manifest.counts.staffAccounts).toBe(2);
    expect(manifest.counts.members).toBeGreaterThanOrEqual(1);
    expect(manifest.counts.sessions).toBeGreaterThanOrEqual(2);
    expect(manifest.missing).toEqual({ documents: [], media: [] });
    const documents = Object.keys(manifest.files).filter((name) => name.startsWith('rental-documents/'));
    expect(documents).toHaveLength(2 * before.applications);
    expect(Object.keys(manifest.files).some((name) => name.startsWith('uploads/'))).toBe(true);
    expect(Object.keys(manifest.files)).toContain('database/admin_users.jsonl');
    await running!.stop();
    running = undefined;
  });

  it('refuses a backup whose files do not match the manifest', async () => {
    const tampered = `${backupDir}-tampered`;
    await fs.cp(backupDir, tampered, { recursive: true });
    const manifest = JSON.parse(await fs.readFile(path.join(tampered, 'manifest.json'), 'utf8'));
    const document = Object.keys(manifest.files).find((name) => name.startsWith('rental-documents/'))!;
    await fs.appendFile(path.join(tampered, ...document.split('/')), 'x');
    const scratchDir = await makeScratchDir('hall-cms-backup-tampered-');
    const { code, output } = await runCommand('restore', [tampered], {
      scratchDir,
      database: await childDatabase(scratchDir, 'hall_backup_tampered', { fresh: true }),
    });
    expect(code).toBe(1);
    expect(output).toContain('does not match its manifest');
    await fs.rm(scratchDir, { recursive: true, force: true });
    await fs.rm(tampered, { recursive: true, force: true });
  });

  it('restores into a fresh install, and refuses to restore over it again without --force', async () => {
    const restored = await runCommand('restore', [backupDir], target);
    expect(restored.code, restored.output).toBe(0);
    const again = await runCommand('restore', [backupDir], target);
    expect(again.code).toBe(1);
    expect(again.output).toContain('not empty');
  });

  describe('the restored install', () => {
    beforeAll(async () => {
      // No first admin from the environment: every staff account must come from the backup.
      running = await startChildCms({
        ...target,
        env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '', SEED_DEMO_CONTENT: 'true' },
      });
    });

    it('never offers first-admin registration', async () => {
      const init = await request('/admin/init', { baseUrl: running!.url });
      expect(init.status).toBe(200);
      expect(init.body.data.hasAdmin).toBe(true);
    });

    it('lets the staff log in and see every application', async () => {
      const { adminEmail, adminPassword } = inject('cms');
      await staffLogin(running!, adminEmail, adminPassword);
      const token = await staffLogin(running!, staffEmail, STAFF_PASSWORD);
      const list = await request(`/content-manager/collection-types/${RENTAL}?pageSize=1`, {
        token,
        baseUrl: running!.url,
      });
      expect(list.status, list.text).toBe(200);
      expect(list.body.pagination.total).toBe(before.applications);
    });

    it('lets the member log in and download identical documents', async () => {
      const session = await logIn(member.email, member.password, { baseUrl: running!.url });
      const mine = await request('/api/rental-applications', { token: session.jwt, baseUrl: running!.url });
      expect(mine.status, mine.text).toBe(200);
      expect((mine.body.data as Array<{ documentId: string }>).map((row) => row.documentId).sort()).toEqual(
        [...submittedFiles.keys()].sort(),
      );
      for (const [documentId, files] of submittedFiles) {
        for (const field of ['businessRegistration', 'performancePlan']) {
          const link = await request(`/api/rental-applications/${documentId}/documents/${field}/link`, {
            method: 'POST',
            token: session.jwt,
            baseUrl: running!.url,
          });
          expect(link.status, link.text).toBe(200);
          const download = await send(link.body.data.url, { baseUrl: running!.url });
          expect(download.status).toBe(200);
          expect(sha256(download.bytes)).toBe(sha256(files[field].content));
        }
      }
    });

    it('serves the same content and media, without seeding the demo content again', async () => {
      expect(await publicShows(running!)).toBe(before.shows);
      for (const { url, bytes } of before.media) {
        const response = await fetch(`${running!.url}${url}`);
        expect(response.status, url).toBe(200);
        expect(sha256(Buffer.from(await response.arrayBuffer()))).toBe(bytes);
      }
    });

    it('keeps identifiers going after the restored ones (new rows do not collide)', async () => {
      const newcomer = await signUp('backup-newcomer', { baseUrl: running!.url });
      const submitted = await submitApplication(newcomer.session.jwt, { baseUrl: running!.url });
      expect(submitted.status, submitted.text).toBe(201);
    });

    it('is replaced by the backup again with --force (cms stopped): rows, documents and all', async () => {
      await running!.stop();
      running = undefined;
      const documentsDir = path.join(targetDir, 'rental-documents');
      const stray = `${'a'.repeat(32)}.pdf`;
      await fs.writeFile(path.join(documentsDir, stray), fixtures.pdf());
      const forced = await runCommand('restore', [backupDir, '--force'], target);
      expect(forced.code, forced.output).toBe(0);
      const manifest = JSON.parse(await fs.readFile(path.join(backupDir, 'manifest.json'), 'utf8'));
      const expected = Object.keys(manifest.files)
        .filter((name) => name.startsWith('rental-documents/'))
        .map((name) => name.slice('rental-documents/'.length));
      expect((await fs.readdir(documentsDir)).filter((name) => name !== '.pending').sort()).toEqual(expected.sort());

      running = await startChildCms({ ...target, env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } });
      expect((await request('/admin/init', { baseUrl: running.url })).body.data.hasAdmin).toBe(true);
      const session = await logIn(member.email, member.password, { baseUrl: running.url });
      const mine = await request('/api/rental-applications', { token: session.jwt, baseUrl: running.url });
      expect(mine.body.data).toHaveLength(submittedFiles.size);
      const [documentId, files] = [...submittedFiles][0];
      const link = await request(`/api/rental-applications/${documentId}/documents/performancePlan/link`, {
        method: 'POST',
        token: session.jwt,
        baseUrl: running.url,
      });
      const download = await send(link.body.data.url, { baseUrl: running.url });
      expect(sha256(download.bytes)).toBe(sha256(files.performancePlan.content));
    });
  });
});

describe.runIf(inject('cms').databaseKind === 'postgres')('a SQLite install restored onto PostgreSQL', () => {
  let sourceDir: string;
  let targetDir: string;
  let running: ChildCms | undefined;

  afterAll(async () => {
    await running?.stop();
    for (const dir of [sourceDir, targetDir]) if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('keeps the staff, the member, the applications and their documents', async () => {
    sourceDir = await makeScratchDir('hall-cms-backup-sqlite-');
    targetDir = await makeScratchDir('hall-cms-backup-postgres-');
    const source = {
      scratchDir: sourceDir,
      database: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(sourceDir, 'source.db') },
    };
    running = await startChildCms(source);
    const account = await signUp('backup-moved', { baseUrl: running.url });
    const submitted = await submitApplication(account.session.jwt, { baseUrl: running.url });
    expect(submitted.status, submitted.text).toBe(201);
    const showsBefore = (await request('/api/shows?pagination[pageSize]=1', { baseUrl: running.url })).body.meta
      .pagination.total;
    await running.stop();
    running = undefined;

    const backupDir = path.join(sourceDir, 'backup');
    const backedUp = await runCommand('backup', [backupDir], source);
    expect(backedUp.code, backedUp.output).toBe(0);
    const target = {
      scratchDir: targetDir,
      database: await childDatabase(targetDir, 'hall_backup_moved', { fresh: true }),
    };
    const restored = await runCommand('restore', [backupDir], target);
    expect(restored.code, restored.output).toBe(0);

    running = await startChildCms({ ...target, env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } });
    expect((await request('/admin/init', { baseUrl: running.url })).body.data.hasAdmin).toBe(true);
    const { adminEmail, adminPassword } = inject('cms');
    await staffLogin(running, adminEmail, adminPassword);
    expect(
      (await request('/api/shows?pagination[pageSize]=1', { baseUrl: running.url })).body.meta.pagination.total,
    ).toBe(showsBefore);
    const session = await logIn(account.email, account.password, { baseUrl: running.url });
    const mine = await request(`/api/rental-applications/${submitted.body.data.documentId}`, {
      token: session.jwt,
      baseUrl: running.url,
    });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.data.submittedAt).toBe(submitted.body.data.submittedAt);
    const link = await request(
      `/api/rental-applications/${submitted.body.data.documentId}/documents/businessRegistration/link`,
      { method: 'POST', token: session.jwt, baseUrl: running.url },
    );
    const download = await send(link.body.data.url, { baseUrl: running.url });
    expect(download.bytes.equals(fixtures.pdf())).toBe(true);
    const newcomer = await signUp('backup-moved-newcomer', { baseUrl: running.url });
    expect((await submitApplication(newcomer.session.jwt, { baseUrl: running.url })).status).toBe(201);
  });
});
