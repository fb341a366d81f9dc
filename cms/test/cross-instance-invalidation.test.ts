import fs from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../src/http-cache/cross-instance';
import type { ChildCms } from './helpers/child-cms';
import { childDatabase } from './helpers/child-database';
import { millisecondsUntil, startInstances } from './helpers/instances';
import { makeScratchDir } from './helpers/environment';
import { request } from './helpers/http';

const NOTICE = 'api::notice.notice';
const collection = `/content-manager/collection-types/${NOTICE}`;
/** The correctness bound of docs/decisions/022: no instance serves a change's old response for longer. */
const STALENESS_BOUND_MS = 1000;
const EDITS = 5;

/**
 * Two cms processes on one PostgreSQL (docs/decisions/022): a change made through instance A
 * clears instance B's cache through LISTEN/NOTIFY, also after B's listening connection was cut.
 * SQLite runs one instance on one file: there is nothing to tell, and nothing to test here.
 */
describe.skipIf(inject('cms').databaseKind !== 'postgres')('cache invalidation across cms instances', () => {
  let scratchDir: string;
  let database: Record<string, string>;
  let instances: ChildCms[] = [];
  let a: ChildCms;
  let b: ChildCms;
  let token: string;

  beforeAll(async () => {
    scratchDir = await makeScratchDir('hall-cms-instances-');
    database = await childDatabase(scratchDir, 'hall_instances');
    instances = await startInstances({
      count: 2,
      scratchDir,
      database,
      env: { SEED_DEMO_CONTENT: 'false' },
      oneAfterAnother: true,
    });
    [a, b] = instances;
    const { adminEmail, adminPassword } = inject('cms');
    const login = await request('/admin/login', {
      baseUrl: a.url,
      method: 'POST',
      body: { email: adminEmail, password: adminPassword },
    });
    expect(login.status).toBe(200);
    token = login.body.data.token;
  });

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await fs.rm(scratchDir, { recursive: true, force: true });
  });

  const onA = async (path: string, method: string, body: unknown = {}) => {
    const response = await request(path, { baseUrl: a.url, method, token, body });
    expect(response.status, response.text).toBeLessThan(300);
    return response.body;
  };
  const readOnB = (path: string) => request(path, { baseUrl: b.url });

  const publishedNotice = async (title: string): Promise<string> => {
    const created = await onA(collection, 'POST', { title, category: 'general' });
    await onA(`${collection}/${created.data.documentId}/actions/publish`, 'POST');
    return created.data.documentId;
  };

  /** Warms B's cache with the notice and the list, and checks that B serves them from it. */
  const cachedOnB = async (documentId: string) => {
    for (const path of [`/api/notices/${documentId}`, '/api/notices']) {
      await readOnB(path);
      expect((await readOnB(path)).headers.get('x-cache'), path).toBe('HIT');
    }
  };

  /** Milliseconds from A's acknowledgement of `change` until B serves the notice's new state. */
  const staleness = async (
    documentId: string,
    change: () => Promise<unknown>,
    isNew: (status: number, title?: string) => boolean,
  ) => {
    await change();
    return millisecondsUntil(
      () => readOnB(`/api/notices/${documentId}`),
      (response) => isNew(response.status, response.body?.data?.title),
    );
  };

  it('serves an edit and an unpublish made through A within 1 s on B', async () => {
    const documentId = await publishedNotice('인스턴스 공지 0');
    const figures: number[] = [];
    for (let edit = 1; edit <= EDITS; edit += 1) {
      await cachedOnB(documentId);
      const title = `인스턴스 공지 ${edit}`;
      figures.push(
        await staleness(
          documentId,
          async () => {
            await onA(`${collection}/${documentId}`, 'PUT', { title });
            await onA(`${collection}/${documentId}/actions/publish`, 'POST');
          },
          (status, shown) => status === 200 && shown === title,
        ),
      );
      // The list, cached on B too, shows the edit at once as well.
      expect((await readOnB('/api/notices')).body.data.map((notice: { title: string }) => notice.title)).toContain(
        title,
      );
    }

    await cachedOnB(documentId);
    const unpublished = await staleness(
      documentId,
      () => onA(`${collection}/${documentId}/actions/unpublish`, 'POST'),
      (status) => status === 404,
    );
    const list = await readOnB('/api/notices');
    expect(list.body.data.map((notice: { documentId: string }) => notice.documentId)).not.toContain(documentId);

    console.info(
      `[cross-instance] B served the old response for ${figures.map((ms) => ms.toFixed(0)).join(', ')} ms after ${EDITS} edits and ${unpublished.toFixed(0)} ms after an unpublish (from A's acknowledgement)`,
    );
    for (const ms of [...figures, unpublished]) expect(ms).toBeLessThan(STALENESS_BOUND_MS);
  });

  it('drops B’s cache when its listening connection is cut, and listens again', async () => {
    const documentId = await publishedNotice('연결 끊김 공지 0');
    await cachedOnB(documentId);

    const { port, user, password } = inject('cms').postgres!;
    const admin = new pg.Client({ host: '127.0.0.1', port, user, password, database: 'postgres' });
    await admin.connect();
    const listenerFilter = `datname = 'hall_instances' and application_name like '${LISTENER_APPLICATION_NAME}%'`;
    const listeners = async () =>
      Number(
        (await admin.query(`select count(*) as count from pg_stat_activity where ${listenerFilter}`)).rows[0].count,
      );
    try {
      expect(await listeners()).toBe(2);
      const terminated = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where ${listenerFilter}`,
      );
      expect(terminated.rowCount).toBe(2);
      // Whatever B kept may miss a change it cannot hear about: its next read is computed again.
      await millisecondsUntil(
        () => readOnB(`/api/notices/${documentId}`),
        (response) => response.headers.get('x-cache') === 'MISS',
        { timeoutMs: 2000 },
      );
      const reconnected = await millisecondsUntil(listeners, (count) => count === 2, { intervalMs: 50 });

      await cachedOnB(documentId);
      const afterReconnect = await staleness(
        documentId,
        async () => {
          await onA(`${collection}/${documentId}`, 'PUT', { title: '연결 끊김 공지 1' });
          await onA(`${collection}/${documentId}/actions/publish`, 'POST');
        },
        (status, shown) => status === 200 && shown === '연결 끊김 공지 1',
      );
      console.info(
        `[cross-instance] listening connections cut: both listening again ${reconnected.toFixed(0)} ms after B's cache was dropped; then B stale for ${afterReconnect.toFixed(0)} ms after an edit`,
      );
      expect(afterReconnect).toBeLessThan(STALENESS_BOUND_MS);
    } finally {
      await admin.end();
    }
  });
});
