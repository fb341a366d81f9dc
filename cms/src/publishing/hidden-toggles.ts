import type { Core } from '@strapi/strapi';

/**
 * Notices had a 숨김 toggle (`is_hidden`) and popups a 노출 toggle (`is_active`) besides draft &
 * publish; they are gone (docs/decisions/017): 공개 is published, 숨김 is unpublished. On an
 * installation that still has the columns, a published notice that was hidden, or a published
 * popup that was turned off, is unpublished before Strapi drops the columns: its published
 * version is removed, as Strapi's unpublish does, and its draft stays for staff.
 */
const TOGGLES = [
  { uid: 'api::notice.notice', table: 'notices', column: 'is_hidden', hiddenWhen: true },
  { uid: 'api::popup.popup', table: 'popups', column: 'is_active', hiddenWhen: false },
] as const;

/** Strapi's table linking media (a notice's attachment, a popup's image) to entries. */
const MEDIA_LINKS = 'files_related_mph';

export async function unpublishHiddenEntries(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  const isPostgres = strapi.db.dialect.client === 'postgres';
  for (const { uid, table, column, hiddenWhen } of TOGGLES) {
    if (!(await knex.schema.hasTable(table)) || !(await knex.schema.hasColumn(table, column))) continue;
    await knex.transaction(async (trx) => {
      // SQLite keeps booleans as 1 and 0.
      const rows: Array<{ id: number }> = await trx(table)
        .select('id')
        .whereNotNull('published_at')
        .where(column, isPostgres ? hiddenWhen : Number(hiddenWhen));
      const ids = rows.map((row) => row.id);
      if (ids.length === 0) return;
      if (await trx.schema.hasTable(MEDIA_LINKS))
        await trx(MEDIA_LINKS).where('related_type', uid).whereIn('related_id', ids).delete();
      await trx(table).whereIn('id', ids).delete();
      strapi.log.info(
        `[publishing] ${ids.length} ${table} that were ${hiddenWhen ? 'hidden' : 'turned off'} are now unpublished (drafts kept).`,
      );
    });
  }
}
