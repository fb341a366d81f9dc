import { Feed } from 'feed';
import type { Core } from '@strapi/strapi';
import { blocksToPlainText } from '@hall/contract/blocks-text';
import { NOTICE_FEED_PATH } from '@hall/contract/discovery';
import { NOTICE_CATEGORY_LABELS } from '@hall/contract/labels';
import { escapeXml, xmlSafeText } from './xml';
import { KOREAN_ROWS } from '../localization/locales';

/** How many notices the feed carries: the latest, as feed readers poll for what is new. */
export const NOTICE_FEED_ENTRIES = 20;
const SUMMARY_LENGTH = 300;

interface NoticeRow {
  documentId: string;
  title: string;
  category: keyof typeof NOTICE_CATEGORY_LABELS;
  postedAt: Date | string | null;
  publishedAt: Date | string;
  updatedAt: Date | string;
  body: unknown;
}

/**
 * Atom's `type="html"` text: the `feed` package writes an entry's title and summary as HTML (in
 * CDATA), so plain text is escaped as HTML first, and a title like "A<B & C" reads as itself in a
 * feed reader. (The feed's own title and subtitle are plain text, escaped by the package.)
 */
const asHtmlText = (text: string) => escapeXml(text);

/**
 * The Atom feed of the latest visible (published) notices of the site at `origin`: title, link to
 * the notice's page, dates and the start of the body as plain text.
 */
export async function buildNoticeFeed(strapi: Core.Strapi, origin: string): Promise<string> {
  const [notices, config] = await Promise.all([
    strapi.db.query('api::notice.notice').findMany({
      select: ['documentId', 'title', 'category', 'postedAt', 'publishedAt', 'updatedAt', 'body'],
      where: { publishedAt: { $notNull: true }, ...KOREAN_ROWS },
      orderBy: [{ postedAt: 'desc' }, { id: 'desc' }],
      limit: NOTICE_FEED_ENTRIES,
    }) as Promise<NoticeRow[]>,
    strapi.db.query('api::site-config.site-config').findOne({
      select: ['hallName', 'updatedAt'],
      where: { publishedAt: { $notNull: true }, ...KOREAN_ROWS },
    }) as Promise<{ hallName?: string | null; updatedAt?: Date | string } | null>,
  ]);
  const hallName = xmlSafeText(config?.hallName?.trim() || '공연장');
  const listPage = `${origin}/notice`;
  const changes = notices.map((notice) => new Date(notice.updatedAt).getTime());
  // A fixed date when there is nothing to date: the body, and so its ETag, depend on the content only.
  const updated = new Date(changes.length > 0 ? Math.max(...changes) : (config?.updatedAt ?? 0));

  const feed = new Feed({
    id: listPage,
    title: `${hallName} 공지사항`,
    description: `${hallName}의 운영 소식과 티켓 오픈 일정`,
    link: listPage,
    language: 'ko',
    updated,
    generator: false,
    feedLinks: { atom: `${origin}${NOTICE_FEED_PATH}` },
    copyright: `© ${hallName}`,
  });
  for (const notice of notices) {
    const link = `${origin}/notice/detail/${notice.documentId}`;
    const label = NOTICE_CATEGORY_LABELS[notice.category] ?? NOTICE_CATEGORY_LABELS.general;
    feed.addItem({
      id: link,
      link,
      title: asHtmlText(notice.title),
      date: new Date(notice.updatedAt),
      published: new Date(notice.postedAt ?? notice.publishedAt),
      description: asHtmlText(blocksToPlainText(notice.body, SUMMARY_LENGTH) || notice.title),
      category: [{ name: label, term: notice.category }],
    });
  }
  return feed.atom1();
}
