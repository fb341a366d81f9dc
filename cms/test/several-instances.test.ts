import fs from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ChildCms } from './helpers/child-cms';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cmsEnvironment, freePort, makeScratchDir } from './helpers/environment';
import { childDatabase, createPostgresDatabase } from './helpers/child-database';
import { queryDatabase, startInstances } from './helpers/instances';
import { planDemoContent } from '../src/seed/demo-content';
import { seoulDay } from '../src/seed/time';
import { LOCK_CLASS, STARTUP_LOCK } from '../src/operations/startup-lock';
import { startChildCms } from './helpers/child-cms';
import { request } from './helpers/http';
import { applicationData, send } from './helpers/rental';
import { callService } from './helpers/services';
import { WAIT_TIMEOUT_MS } from './helpers/timeouts.mjs';

/**
 * Two cms processes on one PostgreSQL database, as docker-compose runs its replicas
 * (docs/decisions/024): start-up (schema sync, demo seed, first admin) runs once under an
 * advisory lock, and the auth rate limits count across instances.
 *
 * SQLite is one file of one process: there is no second instance to test there.
 */
const onPostgres = inject('cms').databaseKind === 'postgres';
const RATE_LIMIT = 10;

interface StartOptions {
  staggerMs?: number;
  started?: boolean;
}

describe.skipIf(!onPostgres)(
  'several cms instances on one PostgreSQL (skipped on SQLite: one process per file)',
  () => {
    let scratchDir: string;
    let running: ChildCms[] = [];

    beforeAll(async () => {
      scratchDir = await makeScratchDir('hall-cms-instances-');
    });

    afterEach(async () => {
      await Promise.all(running.map((instance) => instance.stop()));
      running = [];
    });

    afterAll(async () => {
      if (scratchDir) await fs.rm(scratchDir, { recursive: true, force: true });
    });

    const expectedShows = planDemoContent(seoulDay(new Date())).shows.length;

    /**
     * Two instances on a new database: an empty one (the first start: schema, seed, first admin)
     * or, with `started`, a copy of one a cms has started on (helpers/child-database.ts).
     */
    const start = async (databaseName: string, { staggerMs, started = false }: StartOptions = {}) => {
      const url = started
        ? (await childDatabase(scratchDir, databaseName)).DATABASE_URL!
        : await createPostgresDatabase(databaseName);
      running = await startInstances({
        count: 2,
        scratchDir,
        database: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url },
        staggerMs,
        env: {
          SEED_DEMO_CONTENT: String(!started),
          // Where staff's copies of rental mails go without the seeded site config's address.
          ...(started ? { RENTAL_STAFF_EMAIL: 'rental-desk@arthall.example' } : {}),
          // The start-up lock says when it waits, at info level.
          LOG_LEVEL: 'info',
          AUTH_RATE_LIMIT_MAX: String(RATE_LIMIT),
          AUTH_RATE_LIMIT_WINDOW_MS: '60000',
          TRUST_PROXY: 'true',
          PROXY_COUNT: '1',
        },
      });
      return url;
    };

    const expectBothReady = async () => {
      for (const instance of running) {
        const ready = await fetch(`${instance.url}/api/health/ready`);
        expect(ready.status, instance.output()).toBe(200);
      }
    };

    /** What the seed and the admin bootstrap wrote, counted in the database itself. */
    const seededOnce = async (url: string) => {
      const count = async (sql: string, values: unknown[] = []) =>
        (await queryDatabase<{ n: number }>(url, sql, values))[0].n;
      const { adminEmail } = inject('cms');
      expect(await count('select count(distinct document_id)::int as n from shows')).toBe(expectedShows);
      expect(await count('select count(distinct document_id)::int as n from site_configs')).toBe(1);
      expect(await count('select count(*)::int as n from admin_users')).toBe(1);
      expect(await count('select count(*)::int as n from admin_users where email = $1', [adminEmail])).toBe(1);
      // Both instances respond with the same content.
      const totals = await Promise.all(
        running.map(async (instance) => {
          const body = await (await fetch(`${instance.url}/api/shows?pagination[pageSize]=1`)).json();
          return body.meta.pagination.total as number;
        }),
      );
      expect(totals[0]).toBeGreaterThan(0);
      expect(totals[1]).toBe(totals[0]);
    };

    it('two instances started at the same moment on an empty database both become ready, with one seed and one first admin', async () => {
      const url = await start('hall_instances_together');
      await expectBothReady();
      await seededOnce(url);
      // They did overlap: one of them waited for the other's start-up.
      const waited = running.filter((instance) =>
        instance.output().includes('another cms instance is starting on this database'),
      );
      expect(waited.length).toBe(1);
    });

    it('two instances started a few seconds apart both become ready, with one seed and one first admin', async () => {
      const url = await start('hall_instances_apart', { staggerMs: 4_000 });
      await expectBothReady();
      await seededOnce(url);
    });

    it('30 wrong logins split across the two instances are limited as on one instance, admin logins too; the deadline job run on both at once sends each reminder once', async () => {
      const url = await start('hall_instances_limits', { started: true });
      const [first, second] = running;
      const wrongLogin = async (instance: ChildCms, clientAddress: string) =>
        (
          await fetch(`${instance.url}/api/auth/local`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
            body: JSON.stringify({ identifier: 'nobody@arthall.example', password: 'Wrong-Pass1!' }),
          })
        ).status;
      const tally = (statuses: number[]) =>
        statuses.reduce<Record<number, number>>(
          (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
          {},
        );

      const split: number[] = [];
      for (let i = 0; i < 30; i += 1) split.push(await wrongLogin(i % 2 === 0 ? first : second, '203.0.113.20'));
      const single: number[] = [];
      for (let i = 0; i < 30; i += 1) single.push(await wrongLogin(first, '203.0.113.21'));

      expect(tally(single)).toEqual({ 400: RATE_LIMIT, 429: 30 - RATE_LIMIT });
      expect(tally(split)).toEqual(tally(single));
      // The first RATE_LIMIT attempts pass, whichever instance gets them; every later one is refused.
      expect(split.slice(0, RATE_LIMIT).every((status) => status === 400)).toBe(true);

      // The admin login's failures (src/middlewares/admin-login-limit.ts) count across instances too.
      const wrongAdminLogin = async (instance: ChildCms) =>
        (
          await fetch(`${instance.url}/admin/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.22' },
            body: JSON.stringify({ email: 'nobody-admin@arthall.example', password: 'Wrong-Pass1!' }),
          })
        ).status;
      const adminStatuses: number[] = [];
      for (let i = 0; i < 6; i += 1) adminStatuses.push(await wrongAdminLogin(i % 2 === 0 ? first : second));
      expect(adminStatuses).toEqual([400, 400, 400, 400, 400, 429]);

      // The daily deadline job (src/rental/server/deadlines.ts) runs on every instance: an application
      // registered by staff and approved, then the job on both at the same moment.
      const { adminEmail, adminPassword } = inject('cms');
      const login = await request('/admin/login', {
        method: 'POST',
        baseUrl: first.url,
        body: { email: adminEmail, password: adminPassword },
      });
      expect(login.status, login.text).toBe(200);
      const token = login.body.data.token as string;
      const { termsAgreed: _terms, privacyAgreed: _privacy, ...fields } = applicationData();
      const created = await callService<{ documentId: string }>(
        'api::rental-application.rental-application',
        'create',
        [{ data: fields }],
        { baseUrl: first.url },
      );
      for (const step of ['review', 'approve']) {
        const stepped = await send(`/admin/rental-applications/${created.documentId}/steps`, {
          method: 'POST',
          baseUrl: second.url,
          token,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ step }),
        });
        expect(stepped.status, stepped.text).toBe(200);
      }
      const [{ deposit_due_on: dueOn }] = await queryDatabase<{ deposit_due_on: string }>(
        url,
        "select to_char(deposit_due_on, 'YYYY-MM-DD') as deposit_due_on from rental_applications where document_id = $1",
        [created.documentId],
      );
      const reminderDay = new Date(Date.parse(`${dueOn}T09:00:00+09:00`) - 3 * 86_400_000).toISOString();
      const runs = await Promise.all(
        running.map((instance) =>
          callService<{ reminded: unknown[] }>(
            'api::rental-application.rental-application',
            'runDeadlines',
            [{ now: reminderDay }],
            {
              baseUrl: instance.url,
            },
          ),
        ),
      );
      expect(runs.flatMap((result) => result.reminded)).toHaveLength(1);
      const mails = await queryDatabase<{ purpose: string; n: number }>(
        url,
        "select purpose, count(*)::int as n from outbound_mails where purpose like 'rentalReminder%' group by purpose order by purpose",
      );
      expect(mails).toEqual([
        { purpose: 'rentalReminder', n: 1 },
        { purpose: 'rentalReminderStaff', n: 1 },
      ]);
    });

    /**
     * In a Node process of its own on the database at `url`: Strapi started up to `until`
     * (`register` as a command that only registers, `load` as a server), destroyed, then one
     * query printed after `label` while the process goes on. Its exit and output.
     */
    const destroyThenQuery = async (url: string, until: 'register' | 'load', label: string, sql: string) => {
      const environment = cmsEnvironment({
        scratchDir,
        port: await freePort(),
        database: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url },
      });
      await fs.mkdir(path.join(environment.PUBLIC_DIR, 'uploads'), { recursive: true });
      const child = spawn(
        process.execPath,
        [
          '-e',
          [
            "const pg = require('pg');",
            `require('@strapi/strapi').createStrapi({ appDir: process.cwd(), distDir: 'dist' }).${until}()`,
            '  .then((app) => app.destroy())',
            // Longer than the periodic jobs' interval (below): a job still ticking would log its failure.
            '  .then(() => new Promise((resolve) => setTimeout(resolve, 1500)))',
            '  .then(async () => {',
            '    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });',
            '    await client.connect();',
            `    const { rows } = await client.query(${JSON.stringify(sql)});`,
            `    console.log(${JSON.stringify(label)} + JSON.stringify(rows.map((row) => Object.values(row)[0])));`,
            '    await client.end();',
            '  });',
          ].join('\n'),
        ],
        {
          cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
          stdio: ['ignore', 'pipe', 'pipe'],
          env: {
            ...process.env,
            ...environment,
            SEED_DEMO_CONTENT: 'false',
            LOG_LEVEL: 'warn',
            SCHEDULED_PUBLISHING_INTERVAL_SECONDS: '1',
          },
        },
      );
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const timer = setTimeout(() => child.kill('SIGKILL'), WAIT_TIMEOUT_MS);
      const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
        child.once('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
      );
      clearTimeout(timer);
      return { exit: { code, signal }, output };
    };

    it('a command that only registers (strapi ts:generate-types, *:list) releases the lock when it destroys Strapi', async () => {
      const url = await createPostgresDatabase('hall_instances_register_only');
      const { exit, output } = await destroyThenQuery(
        url,
        'register',
        'advisory locks after destroy: ',
        "select count(*)::int as n from pg_locks where locktype = 'advisory'",
      );
      expect(exit, output).toEqual({ code: 0, signal: null });
      // Released by destroy, not only by the end of the process.
      expect(output).toContain('advisory locks after destroy: [0]');
    });

    it('a cms destroyed in a process that goes on leaves no connection of its own open and no job running', async () => {
      // The knex pool, the cache listener (docs/decisions/022) and the rate limits' own pool
      // (docs/decisions/024) each hold connections: a second Strapi in the same process, or a
      // test's teardown that stops PostgreSQL, must not find the first one's still open.
      const { DATABASE_URL: url } = await childDatabase(scratchDir, 'hall_instances_destroyed');
      const { exit, output } = await destroyThenQuery(
        url!,
        'load',
        'connections after destroy: ',
        'select application_name from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      expect(exit, output).toEqual({ code: 0, signal: null });
      expect(output).toContain('connections after destroy: []');
      // Nor a job still running on its timer against the closed database (Strapi closes no server
      // that never listened; the jobs stop in its destroy).
      expect(output).not.toContain('failed');
    });

    describe('when another start-up holds the lock', () => {
      /** Stands for an instance in the middle of its start-up: holds the lock on its own session. */
      const holdLock = async (url: string) => {
        const { default: pg } = await import('pg');
        const holder = new pg.Client({ connectionString: url });
        await holder.connect();
        await holder.query('select pg_advisory_lock($1, $2)', [LOCK_CLASS, STARTUP_LOCK]);
        return holder;
      };
      const waitingForLock = async (url: string) =>
        (
          await queryDatabase<{ n: number }>(
            url,
            "select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted",
          )
        )[0].n;

      it('waits, and starts once the holder’s session ends (a crashed instance releases it)', async () => {
        const url = await createPostgresDatabase('hall_instances_crashed_holder');
        const holder = await holdLock(url);
        const starting = startChildCms({
          scratchDir,
          database: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url },
          env: { SEED_DEMO_CONTENT: 'false', LOG_LEVEL: 'info' },
        });
        starting.catch(() => undefined);
        const deadline = Date.now() + WAIT_TIMEOUT_MS;
        while ((await waitingForLock(url)) === 0) {
          expect(Date.now()).toBeLessThan(deadline);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        // As if the holder was killed: its session, and the lock with it, is gone.
        await holder.end();
        const instance = await starting;
        running = [instance];
        expect(instance.output()).toContain('another cms instance is starting on this database');
        expect((await fetch(`${instance.url}/api/health/ready`)).status).toBe(200);
      });

      it('gives up after STARTUP_LOCK_TIMEOUT_SECONDS with a message that says why', async () => {
        const url = await createPostgresDatabase('hall_instances_stuck_holder');
        const holder = await holdLock(url);
        try {
          await expect(
            startChildCms({
              scratchDir,
              database: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url },
              env: { SEED_DEMO_CONTENT: 'false', STARTUP_LOCK_TIMEOUT_SECONDS: '2' },
            }),
          ).rejects.toThrow(/exited with 1[\s\S]*held the start-up lock for more than 2 s/);
        } finally {
          await holder.end();
        }
      });
    });
  },
);
