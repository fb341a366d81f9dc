import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { staff, staffToken } from './helpers/actors';
import { childDatabase } from './helpers/child-database';
import { startChildCms, type ChildCms } from './helpers/child-cms';
import { makeScratchDir } from './helpers/environment';
import { request } from './helpers/http';
import { unique } from './helpers/test-data';

/**
 * One way to hide notices and popups, and 게시일 by default (docs/decisions/017): 공개 is
 * published and 숨김 unpublished; installations that still have the old toggles are migrated on
 * start; a notice published without 게시일 gets the time of its first publication.
 */

const NOTICE = 'api::notice.notice';
const POPUP = 'api::popup.popup';
const collection = (uid: string) => `/content-manager/collection-types/${uid}`;

describe("게시일 (a notice's postedAt)", () => {
  const created: string[] = [];
  afterAll(async () => {
    for (const documentId of created) await staff.remove(NOTICE, documentId);
  });

  const draftOf = async (documentId: string) =>
    (await request(`${collection(NOTICE)}/${documentId}`, { token: await staffToken() })).body.data as {
      postedAt: string | null;
    };

  it('is not required, and becomes the time of the first publication when left empty', async () => {
    const notice = await staff.create(NOTICE, { title: unique('게시일 비움'), category: 'general' });
    created.push(notice.documentId);
    expect(notice.postedAt).toBeNull();
    const before = Date.now();
    await staff.publish(NOTICE, notice.documentId);
    const after = Date.now();

    const published = (await request(`/api/notices/${notice.documentId}`)).body.data;
    expect(Date.parse(published.postedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(published.postedAt)).toBeLessThanOrEqual(after + 1000);
    // The form shows the date it got.
    expect((await draftOf(notice.documentId)).postedAt).toBe(published.postedAt);
  });

  it('keeps the date a published notice had when staff clear it and publish again', async () => {
    const postedAt = '2026-03-02T01:00:00.000Z';
    const notice = await staff.create(
      NOTICE,
      { title: unique('게시일 유지'), category: 'general', postedAt },
      { publish: true },
    );
    created.push(notice.documentId);
    await staff.update(NOTICE, notice.documentId, { postedAt: null }, { publish: true });
    expect((await request(`/api/notices/${notice.documentId}`)).body.data.postedAt).toBe(postedAt);
  });

  it('keeps a date staff chose', async () => {
    const postedAt = '2026-01-15T09:30:00.000Z';
    const notice = await staff.create(
      NOTICE,
      { title: unique('게시일 지정'), category: 'general', postedAt },
      { publish: true },
    );
    created.push(notice.documentId);
    expect((await request(`/api/notices/${notice.documentId}`)).body.data.postedAt).toBe(postedAt);
  });

  it('is set when a new notice is published straight from the empty form', async () => {
    const before = Date.now();
    const response = await request(`${collection(NOTICE)}/actions/publish`, {
      method: 'POST',
      token: await staffToken(),
      body: { title: unique('바로 배포'), category: 'general' },
    });
    expect(response.status).toBe(200);
    created.push(response.body.data.documentId);
    const published = (await request(`/api/notices/${response.body.data.documentId}`)).body.data;
    expect(Date.parse(published.postedAt)).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('an installation that still has the 숨김 and 노출 toggles', () => {
  let scratchDir: string;
  let database: Record<string, string>;
  let running: ChildCms | undefined;
  const env = { SEED_DEMO_CONTENT: 'false' };

  beforeAll(async () => {
    scratchDir = await makeScratchDir('hall-cms-toggles-');
    database = await childDatabase(scratchDir, `hall_toggles_${Date.now()}`);
  });
  afterAll(async () => {
    await running?.stop();
    await fs.rm(scratchDir, { recursive: true, force: true });
  });

  const call = (path: string, options: Parameters<typeof request>[1] = {}) =>
    request(path, { ...options, baseUrl: running!.url });

  it('unpublishes the notices that were hidden and the popups that were off, keeps their drafts and drops the columns', async () => {
    running = await startChildCms({ scratchDir, database, env });
    const { adminEmail, adminPassword } = inject('cms');
    const login = await call('/admin/login', { method: 'POST', body: { email: adminEmail, password: adminPassword } });
    expect(login.status).toBe(200);
    let token: string = login.body.data.token;

    const publish = async (uid: string, data: Record<string, unknown>) => {
      const response = await call(`${collection(uid)}/actions/publish`, { method: 'POST', token, body: data });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.documentId as string;
    };
    const image = await uploadImage(running.url, token);
    const hiddenNotice = await publish(NOTICE, {
      title: '숨겼던 공지',
      category: 'general',
      postedAt: '2026-05-01T00:00:00.000Z',
    });
    const visibleNotice = await publish(NOTICE, {
      title: '보이던 공지',
      category: 'general',
      postedAt: '2026-05-02T00:00:00.000Z',
    });
    const inactivePopup = await publish(POPUP, { title: '꺼 둔 팝업', image, sortOrder: 0 });
    const activePopup = await publish(POPUP, { title: '켜 둔 팝업', image, sortOrder: 1 });
    await running.stop();

    // The database as the previous version left it: the toggles, tracked by Strapi, set by staff.
    const db = await openDatabase(database);
    try {
      await db.addToggle('notices', 'is_hidden', false);
      await db.addToggle('popups', 'is_active', true);
      await db.run(`UPDATE notices SET is_hidden = ${db.bool(true)} WHERE document_id = ?`, [hiddenNotice]);
      await db.run(`UPDATE popups SET is_active = ${db.bool(false)} WHERE document_id = ?`, [inactivePopup]);
    } finally {
      await db.close();
    }

    running = await startChildCms({ scratchDir, database, env });
    token = (await call('/admin/login', { method: 'POST', body: { email: adminEmail, password: adminPassword } })).body
      .data.token;

    expect((await call(`/api/notices/${hiddenNotice}`)).status).toBe(404);
    expect((await call(`/api/notices/${visibleNotice}`)).status).toBe(200);
    expect((await call('/api/popups')).body.data.map((popup: { documentId: string }) => popup.documentId)).toEqual([
      activePopup,
    ]);
    expect((await call('/api/home')).body.data.popups.map((popup: { documentId: string }) => popup.documentId)).toEqual(
      [activePopup],
    );

    // Staff still have them, as drafts they can publish again.
    const notices = (await call(`${collection(NOTICE)}?pageSize=10`, { token })).body.results as Array<{
      documentId: string;
      status: string;
    }>;
    expect(notices.find((notice) => notice.documentId === hiddenNotice)?.status).toBe('draft');
    expect(notices.find((notice) => notice.documentId === visibleNotice)?.status).toBe('published');
    const popups = (await call(`${collection(POPUP)}?pageSize=10`, { token })).body.results as Array<{
      documentId: string;
      status: string;
    }>;
    expect(popups.find((popup) => popup.documentId === inactivePopup)?.status).toBe('draft');
    const republished = await call(`${collection(POPUP)}/${inactivePopup}/actions/publish`, {
      method: 'POST',
      token,
      body: {},
    });
    expect(republished.status).toBe(200);
    expect((await call('/api/popups')).body.data).toHaveLength(2);
    await running.stop();

    const after = await openDatabase(database);
    try {
      expect(await after.columns('notices')).not.toContain('is_hidden');
      expect(await after.columns('popups')).not.toContain('is_active');
      // No media link is left pointing at a removed row.
      const orphans = await after.all(
        `SELECT COUNT(*) AS count FROM files_related_mph WHERE related_type = ? AND related_id NOT IN (SELECT id FROM popups)`,
        ['api::popup.popup'],
      );
      expect(Number(orphans[0]!.count)).toBe(0);
    } finally {
      await after.close();
    }
  });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadImage(baseUrl: string, token: string): Promise<number> {
  const form = new FormData();
  form.append('files', new Blob([PNG], { type: 'image/png' }), 'popup.png');
  const response = await fetch(`${baseUrl}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as Array<{ id: number }>)[0]!.id;
}

interface TestDatabase {
  bool(value: boolean): string;
  run(sql: string, params?: unknown[]): Promise<void>;
  all(sql: string, params?: unknown[]): Promise<Array<Record<string, unknown>>>;
  columns(table: string): Promise<string[]>;
  /** Adds a boolean column as Strapi created it, and records it in Strapi's stored schema so that Strapi tracks it. */
  addToggle(table: string, column: string, defaultValue: boolean): Promise<void>;
  close(): Promise<void>;
}

async function openDatabase(database: Record<string, string>): Promise<TestDatabase> {
  const isPostgres = database.DATABASE_CLIENT === 'postgres';
  let run: TestDatabase['run'];
  let all: TestDatabase['all'];
  let close: () => Promise<void>;
  if (isPostgres) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: database.DATABASE_URL });
    await client.connect();
    const numbered = (sql: string) => {
      let index = 0;
      return sql.replace(/\?/g, () => `$${++index}`);
    };
    run = async (sql, params = []) => void (await client.query(numbered(sql), params));
    all = async (sql, params = []) => (await client.query(numbered(sql), params)).rows;
    close = () => client.end();
  } else {
    const Sqlite = createRequire(import.meta.url)('better-sqlite3');
    const connection = new Sqlite(database.DATABASE_FILENAME);
    run = async (sql, params = []) => void connection.prepare(sql).run(...params);
    all = async (sql, params = []) => connection.prepare(sql).all(...params);
    close = async () => connection.close();
  }
  const bool = (value: boolean) => (isPostgres ? String(value) : value ? '1' : '0');
  return {
    bool,
    run,
    all,
    close,
    async columns(table) {
      const rows = isPostgres
        ? await all('SELECT column_name AS name FROM information_schema.columns WHERE table_name = ?', [table])
        : await all(`PRAGMA table_info(${table})`);
      return rows.map((row) => String(row.name));
    },
    async addToggle(table, column, defaultValue) {
      await run(`ALTER TABLE ${table} ADD COLUMN ${column} boolean DEFAULT ${bool(defaultValue)}`);
      const [stored] = await all('SELECT id, schema FROM strapi_database_schema ORDER BY id DESC LIMIT 1');
      const schema = typeof stored!.schema === 'string' ? JSON.parse(stored!.schema) : stored!.schema;
      const tables = schema.tables as Array<{ name: string; columns: Array<Record<string, unknown>> }>;
      const template = tables
        .find((entry) => entry.name === 'shows')!
        .columns.find((entry) => entry.name === 'is_organized')!;
      tables
        .find((entry) => entry.name === table)!
        .columns.push({ ...template, name: column, defaultTo: defaultValue });
      await run('UPDATE strapi_database_schema SET schema = ?, hash = ? WHERE id = ?', [
        JSON.stringify(schema),
        'before-the-toggles-were-removed',
        stored!.id,
      ]);
    },
  };
}
