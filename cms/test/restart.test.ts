import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeScratchDir } from './helpers/environment';
import { startChildCms, type ChildCms } from './helpers/child-cms';
import { childDatabase, connectToDatabase } from './helpers/child-database';

/**
 * A second cms on its own database: started, edited by staff, stopped and started again.
 * The demo content must not come back or be duplicated, and staff edits must survive.
 */
describe('restarting the cms', () => {
  let scratchDir: string;
  let database: Record<string, string>;
  let running: ChildCms | undefined;

  const call = async (pathname: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
    const response = await fetch(`${running!.url}${pathname}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  };

  const staffLogin = async () => {
    const { adminEmail, adminPassword } = inject('cms');
    const login = await call('/admin/login', { method: 'POST', body: { email: adminEmail, password: adminPassword } });
    expect(login.status).toBe(200);
    return login.body.data.token as string;
  };

  const publicCounts = async () => ({
    shows: (await call('/api/shows?pagination[pageSize]=1')).body.meta.pagination.total as number,
    notices: (await call('/api/notices?pagination[pageSize]=1')).body.meta.pagination.total as number,
    popups: (await call('/api/popups')).body.meta.pagination.total as number,
  });

  beforeAll(async () => {
    scratchDir = await makeScratchDir('hall-cms-restart-');
    // Empty: the first start seeds it.
    database = await childDatabase(scratchDir, 'hall_restart', { fresh: true });
  });

  afterAll(async () => {
    await running?.stop();
    await fs.rm(scratchDir, { recursive: true, force: true });
  });

  it('seeds once and keeps staff edits and deletions across a restart', async () => {
    running = await startChildCms({ scratchDir, database, env: { SEED_DEMO_CONTENT: 'true' } });
    const seeded = await publicCounts();
    expect(seeded.shows).toBeGreaterThanOrEqual(40);

    const token = await staffLogin();
    const firstShow = (await call('/api/shows?sort=startsAt:asc&pagination[pageSize]=1')).body.data[0];
    const editedTitle = `${firstShow.title} (staff edit)`;
    const update = await call(`/content-manager/collection-types/api::show.show/${firstShow.documentId}`, {
      method: 'PUT',
      token,
      body: { title: editedTitle },
    });
    expect(update.status).toBe(200);
    const publish = await call(
      `/content-manager/collection-types/api::show.show/${firstShow.documentId}/actions/publish`,
      {
        method: 'POST',
        token,
        body: {},
      },
    );
    expect(publish.status).toBe(200);

    const noticeToDelete = (await call('/api/notices?pagination[pageSize]=1')).body.data[0];
    const removal = await call(`/content-manager/collection-types/api::notice.notice/${noticeToDelete.documentId}`, {
      method: 'DELETE',
      token,
    });
    expect(removal.status).toBe(200);
    const beforeRestart = await publicCounts();
    expect(beforeRestart.notices).toBe(seeded.notices - 1);

    await running.stop();
    running = await startChildCms({ scratchDir, database, env: { SEED_DEMO_CONTENT: 'true' } });

    expect(await publicCounts()).toEqual(beforeRestart);
    const again = await call(`/api/shows/${firstShow.documentId}`);
    expect(again.body.data.title).toBe(editedTitle);
    expect((await call(`/api/notices/${noticeToDelete.documentId}`)).status).toBe(404);
  });

  const LOCALIZED_TABLES: Record<string, string> = {
    'api::show.show': 'shows',
    'api::notice.notice': 'notices',
    'api::site-config.site-config': 'site_configs',
  };

  /**
   * Turns the child cms's database back into one of a cms from before English (docs/decisions/038):
   * shows, notices and the site config not localized in the stored schema, their rows without a
   * locale and no English versions, the locales Strapi made by itself (only `en`, the default).
   */
  async function backToBeforeEnglish() {
    const db = connectToDatabase(database);
    try {
      for (const [uid, table] of Object.entries(LOCALIZED_TABLES)) {
        const english = (await db(table).where({ locale: 'en' }).select('id')).map((row) => row.id);
        if (english.length > 0) {
          await db('files_related_mph').where({ related_type: uid }).whereIn('related_id', english).delete();
          if (await db.schema.hasTable(`${table}_cmps`))
            await db(`${table}_cmps`).whereIn('entity_id', english).delete();
          await db(table).whereIn('id', english).delete();
        }
        await db(table).update({ locale: null });
      }
      await db('i18n_locale').whereNot({ code: 'en' }).delete();
      await db('strapi_core_store_settings').where({ key: 'plugin_i18n_default_locale' }).update({ value: '"en"' });
      const stored = await db('strapi_core_store_settings').where({ key: 'strapi_content_types_schema' }).first();
      const schema = JSON.parse(stored.value);
      for (const uid of Object.keys(LOCALIZED_TABLES)) {
        delete schema[uid].pluginOptions.i18n;
        for (const attribute of Object.values(schema[uid].attributes) as Array<{ pluginOptions?: object }>)
          delete attribute.pluginOptions;
      }
      await db('strapi_core_store_settings')
        .where({ key: 'strapi_content_types_schema' })
        .update({ value: JSON.stringify(schema) });
    } finally {
      await db.destroy();
    }
  }

  const everything = async () => ({
    shows: (await call('/api/shows?sort=id:asc&pagination[pageSize]=100')).body.data as Array<Record<string, unknown>>,
    notices: (await call('/api/notices?sort=id:asc&pagination[pageSize]=100')).body.data as Array<
      Record<string, unknown>
    >,
    siteConfig: (await call('/api/site-config')).body.data as Record<string, unknown>,
  });

  it('makes every show, notice and site config of a database from before English its Korean version (docs/decisions/038)', async () => {
    await running!.stop();
    await backToBeforeEnglish();
    running = await startChildCms({ scratchDir, database, env: { SEED_DEMO_CONTENT: 'true' } });
    const before = await everything();
    expect(before.shows.length).toBeGreaterThanOrEqual(40);
    // Nothing lost, nothing doubled: each document once, Korean, in both languages.
    const english = {
      shows: (await call('/api/shows?sort=id:asc&pagination[pageSize]=100&locale=en')).body.data,
      siteConfig: (await call('/api/site-config?locale=en')).body.data,
    };
    expect(english.shows).toEqual(before.shows);
    expect(english.siteConfig).toEqual(before.siteConfig);
    for (const record of [...before.shows, ...before.notices, before.siteConfig]) expect(record.locale).toBe('ko');
    expect(String(before.siteConfig.hallName)).toMatch(/[가-힣]/);

    const db = connectToDatabase(database);
    try {
      for (const table of Object.values(LOCALIZED_TABLES)) {
        const [{ n }] = await db(table).whereNot({ locale: 'ko' }).orWhereNull('locale').count({ n: '*' });
        expect(Number(n), table).toBe(0);
      }
    } finally {
      await db.destroy();
    }
    const token = await staffLogin();
    const locales = await call('/i18n/locales', { token });
    expect(
      (locales.body as Array<{ code: string; name: string; isDefault: boolean }>)
        .map(({ code, name, isDefault }) => ({ code, name, isDefault }))
        .sort((a, b) => a.code.localeCompare(b.code)),
    ).toEqual([
      { code: 'en', name: '영어', isDefault: false },
      { code: 'ko', name: '한국어', isDefault: true },
    ]);

    // Staff translate; the next start keeps the English version and moves nothing again.
    const show = before.shows[0]!;
    const translated = await call(`/content-manager/collection-types/api::show.show/${show.documentId}?locale=en`, {
      method: 'PUT',
      token,
      body: { title: 'Translated after the upgrade' },
    });
    expect(translated.status).toBe(200);
    const published = await call(
      `/content-manager/collection-types/api::show.show/${show.documentId}/actions/publish?locale=en`,
      { method: 'POST', token, body: {} },
    );
    expect(published.status).toBe(200);
    await running.stop();
    running = await startChildCms({ scratchDir, database, env: { SEED_DEMO_CONTENT: 'true' } });
    expect((await call(`/api/shows/${show.documentId}?locale=en`)).body.data).toMatchObject({
      title: 'Translated after the upgrade',
      locale: 'en',
    });
    expect((await call(`/api/shows/${show.documentId}`)).body.data).toMatchObject({ title: show.title, locale: 'ko' });
    expect(await everything()).toEqual(before);
  });

  /** Clears a show's status columns, as a cms from before them left the row. */
  async function clearStatusColumns(documentId: string) {
    const db = connectToDatabase(database);
    try {
      const updated = await db('shows')
        .where({ document_id: documentId })
        .update({ show_status: null, calendar_sequence: null });
      expect(updated).toBeGreaterThan(0);
    } finally {
      await db.destroy();
    }
  }

  /** Removes a show's 배리어프리 서비스, as a cms from before them left it. */
  async function removeAccessComponent(documentId: string) {
    const db = connectToDatabase(database);
    try {
      const ids = (await db('shows').where({ document_id: documentId }).select('id')).map((row) => row.id);
      const links = db('shows_cmps').whereIn('entity_id', ids).where({ field: 'access' });
      const componentIds = (await links.clone().select('cmp_id')).map((row) => row.cmp_id);
      const removed = await links.clone().delete();
      await db('components_show_accesses').whereIn('id', componentIds).delete();
      expect(removed).toBeGreaterThan(0);
    } finally {
      await db.destroy();
    }
  }

  // Both on one restart: each start of a child cms costs seconds of CPU.
  it('gives a show stored before 공연 상태 existed the status 정상 and calendar sequence 0 (docs/decisions/035), and reads one stored before 배리어프리 서비스 existed as offering none (docs/decisions/039), after a restart', async () => {
    const scheduled = (await call('/api/shows?filters[showStatus][$eq]=scheduled&pagination[pageSize]=1')).body.data[0];
    const offering = await call('/api/shows?access=captions&pagination[pageSize]=1');
    expect(offering.status).toBe(200);
    const captioned = offering.body.data[0];
    expect(captioned.access.captions).toBe(true);
    await running!.stop();
    await clearStatusColumns(scheduled.documentId);
    await removeAccessComponent(captioned.documentId);
    running = await startChildCms({ scratchDir, database, env: { SEED_DEMO_CONTENT: 'true' } });

    expect((await call(`/api/shows/${scheduled.documentId}`)).body.data.showStatus).toBe('scheduled');
    const ics = await fetch(`${running.url}/api/shows/${scheduled.documentId}/calendar.ics`).then((response) =>
      response.text(),
    );
    expect(ics).toContain('SEQUENCE:0');
    expect(ics).toContain('STATUS:CONFIRMED');

    const detail = await call(`/api/shows/${captioned.documentId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.access).toBeNull();
    const stillCaptioned = await call('/api/shows?access=captions&pagination[pageSize]=100');
    expect(stillCaptioned.status).toBe(200);
    expect(stillCaptioned.body.data.map((entry: { documentId: string }) => entry.documentId)).not.toContain(
      captioned.documentId,
    );
  });
});
