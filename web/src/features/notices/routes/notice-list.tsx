import { Link, useSearchParams } from 'react-router-dom';
import { NOTICE_FEED_PATH, NOTICE_FEED_TYPE } from '@hall/contract/discovery';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { seoulIsoWithOffset } from '@hall/contract/seoul-time';
import { contentLang, useCopy, useFormats, useLocale, useLocalizedPath } from '@/shared/i18n';
import { safeHref } from '@/shared/lib/safe-url';
import { PageHeader } from '@/shared/ui/page-header';
import { SearchForm } from '@/shared/ui/search-form';
import { Pagination } from '@/shared/ui/pagination';
import { EmptyState, ErrorState, InlineLoading } from '@/shared/ui/status';
import { NOTICE_PAGE_SIZE, useNotices } from '../api/get-notices';
import { CategoryBadge } from '../components/category-badge';
import { noticesCopy } from '../copy';
import { noticeListParams } from '../lib/list-params';
import './notices.css';

export function NoticeListPage() {
  const copy = useCopy(noticesCopy);
  const formats = useFormats();
  const locale = useLocale();
  const localized = useLocalizedPath();
  useDocumentTitle(copy.title, copy.description);
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, search } = noticeListParams(searchParams);
  const { data, error, isLoading, mutate } = useNotices({ page, search });

  const onSearch = (text: string) => {
    const next = new URLSearchParams();
    if (text) next.set('q', text);
    setSearchParams(next);
  };

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(searchParams);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const query = next.toString();
    return `${localized('/notice')}${query ? `?${query}` : ''}`;
  };

  const notices = data?.data ?? [];
  const pagination = data?.meta.pagination;

  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} description={copy.description} />
      <section className="container page-section notices" aria-label={copy.title}>
        <div className="notices__toolbar">
          <p className="notices__summary" aria-live="polite">
            {search ? <span className="notices__query">{copy.resultsFor(search)}</span> : null}
            {pagination ? <span>{copy.total(pagination.total)}</span> : null}
          </p>
          {/* A plain link, not the router's: the feed is a file the cms serves, not a page. */}
          <a className="notices__feed" href={NOTICE_FEED_PATH} type={NOTICE_FEED_TYPE} title={copy.feedTitle}>
            <span className="notices__feed-icon" aria-hidden="true" />
            {copy.feedLink}
          </a>
          <SearchForm
            className="notices__search"
            value={search}
            onSearch={onSearch}
            label={copy.searchLabel}
            placeholder={copy.searchPlaceholder}
            submitLabel={copy.searchButton}
          />
        </div>

        {error && !data ? (
          <ErrorState onRetry={() => void mutate()} />
        ) : isLoading && !data ? (
          <InlineLoading />
        ) : notices.length === 0 ? (
          <EmptyState>{copy.empty}</EmptyState>
        ) : (
          <table className="notice-table">
            <caption className="visually-hidden">{copy.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col" className="notice-table__number">
                  {copy.columns.number}
                </th>
                <th scope="col" className="notice-table__category">
                  {copy.columns.category}
                </th>
                <th scope="col">{copy.columns.title}</th>
                <th scope="col" className="notice-table__date">
                  {copy.columns.date}
                </th>
              </tr>
            </thead>
            <tbody>
              {notices.map((notice, index) => {
                const number = (pagination?.total ?? 0) - ((pagination?.page ?? 1) - 1) * NOTICE_PAGE_SIZE - index;
                const external = notice.category === 'ticketOpen' ? safeHref(notice.externalUrl) : undefined;
                const lang = contentLang(notice, locale);
                return (
                  <tr key={notice.documentId}>
                    <td className="notice-table__number">{number}</td>
                    <td className="notice-table__category">
                      <CategoryBadge category={notice.category} />
                    </td>
                    <td className="notice-table__title">
                      {external ? (
                        <a href={external} target="_blank" rel="noopener noreferrer">
                          <span lang={lang}>{notice.title}</span>
                          <span className="notice-table__external" aria-hidden="true">
                            ↗
                          </span>
                          <span className="visually-hidden"> ({copy.newWindow})</span>
                        </a>
                      ) : (
                        <Link to={localized(`/notice/detail/${notice.documentId}`)} lang={lang}>
                          {notice.title}
                        </Link>
                      )}
                    </td>
                    <td className="notice-table__date">
                      <time dateTime={seoulIsoWithOffset(notice.postedAt)}>{formats.date(notice.postedAt)}</time>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}

        {pagination ? <Pagination page={page} pageCount={pagination.pageCount} hrefFor={hrefFor} /> : null}
      </section>
    </>
  );
}

export { NoticeListPage as Component };
