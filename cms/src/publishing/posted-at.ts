import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE } from '@hall/contract/locales';

const NOTICE = 'api::notice.notice';

type Data = Record<string, unknown>;

/**
 * A notice's 게시일 (postedAt) may be left empty: it becomes the time of the notice's first
 * publication (docs/decisions/017). A notice published before keeps its date when staff clear
 * the field and publish again.
 */
export function defaultPostedAtToFirstPublication(strapi: Core.Strapi): void {
  // 게시일 is shared by the languages (docs/decisions/038): the date to publish with is any published
  // version's; the draft to fill is the one of the language being published.
  const versionOf = (documentId: string, published: boolean, locale?: string) =>
    strapi.db.query(NOTICE).findOne({
      select: ['id', 'postedAt'],
      where: {
        documentId,
        publishedAt: published ? { $notNull: true } : { $null: true },
        ...(locale ? { locale } : {}),
      },
    });
  const dateToPublishWith = async (documentId: string | undefined): Promise<string> => {
    const published = documentId ? await versionOf(documentId, true) : null;
    return published?.postedAt ? new Date(published.postedAt).toISOString() : new Date().toISOString();
  };

  strapi.documents.use(async (context, next) => {
    if (context.uid !== NOTICE) return next();
    const params = context.params as { documentId?: string; data?: Data; status?: string; locale?: string };
    const locale = typeof params.locale === 'string' && params.locale !== '*' ? params.locale : DEFAULT_LOCALE;

    if (context.action === 'publish' && params.documentId) {
      const draft = await versionOf(params.documentId, false, locale);
      if (draft && !draft.postedAt) {
        await strapi.db
          .query(NOTICE)
          .update({ where: { id: draft.id }, data: { postedAt: await dateToPublishWith(params.documentId) } });
      }
    }

    // create/update with status 'published' publish in the same call.
    if ((context.action === 'create' || context.action === 'update') && params.status === 'published' && params.data) {
      const given = params.data.postedAt;
      const draft =
        context.action === 'update' && given === undefined && params.documentId
          ? await versionOf(params.documentId, false, locale)
          : null;
      const missing =
        given === null || given === '' || (given === undefined && (context.action === 'create' || !draft?.postedAt));
      if (missing) params.data = { ...params.data, postedAt: await dateToPublishWith(params.documentId) };
    }
    return next();
  });
}
