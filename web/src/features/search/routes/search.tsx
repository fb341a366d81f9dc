import { Link, useSearchParams } from 'react-router-dom';
import type { SearchNoticeResult, SearchPageResult, SearchShowResult } from '@hall/contract/search';
import { seoulIsoWithOffset } from '@hall/contract/seoul-time';
import { sharedCopy } from '@/shared/copy';
import { useContentLang, useCopy, useFormats, useLocale, useLocalizedPath } from '@/shared/i18n';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { safeHref } from '@/shared/lib/safe-url';
import { PageHeader } from '@/shared/ui/page-header';
import { SearchForm } from '@/shared/ui/search-form';
import { EmptyState, ErrorState, InlineLoading } from '@/shared/ui/status';
import { useSearch } from '../api/get-search';
import { Highlighted } from '../components/highlighted';
import { searchCopy } from '../copy';
import { searchQueryOf } from '../lib/search-params';
import './search.css';

/** /search?q=…: shows, notices and the hall's pages that match, grouped by kind (docs/decisions/040). */
export function SearchPage() {
  const copy = useCopy(searchCopy);
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchQueryOf(searchParams);
  const { data, error, isLoading, mutate } = useSearch({ q: query, locale: useLocale() });
  useDocumentTitle(query ? copy.titleFor(query) : copy.title, copy.description);

  const onSearch = (text: string) => setSearchParams(text ? new URLSearchParams({ q: text }) : new URLSearchParams());

  const results = data?.kind === 'results' ? data.response.data : undefined;
  const total = results ? results.shows.count + results.notices.count + results.pages.count : 0;

  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} description={copy.description} />
      <section className="container page-section search-page" aria-label={copy.resultsLabel}>
        <SearchForm
          className="search-page__form"
          value={query}
          onSearch={onSearch}
          label={copy.form.label}
          placeholder={copy.form.placeholder}
          submitLabel={copy.form.submit}
        />
        <p className="search-page__summary" aria-live="polite">
          {results ? copy.summary(query, total) : null}
        </p>

        {error && !data ? (
          <ErrorState onRetry={() => void mutate()} />
        ) : isLoading && !data ? (
          <InlineLoading />
        ) : data?.kind === 'refused' ? (
          <ErrorState message={data.message} />
        ) : !results ? (
          <EmptyState>{copy.prompt}</EmptyState>
        ) : total === 0 ? (
          <EmptyState>
            {copy.empty}
            <br />
            {copy.emptyHint}
          </EmptyState>
        ) : (
          <div className="search-page__groups">
            <ResultGroup kind="shows" count={results.shows.count} shown={results.shows.items.length}>
              {results.shows.items.map((item) => (
                <ShowResult key={item.documentId} item={item} query={query} />
              ))}
            </ResultGroup>
            <ResultGroup kind="notices" count={results.notices.count} shown={results.notices.items.length}>
              {results.notices.items.map((item) => (
                <NoticeResult key={item.documentId} item={item} query={query} />
              ))}
            </ResultGroup>
            <ResultGroup kind="pages" count={results.pages.count} shown={results.pages.items.length}>
              {results.pages.items.map((item) => (
                <PageResult key={item.path} item={item} query={query} />
              ))}
            </ResultGroup>
          </div>
        )}
      </section>
    </>
  );
}

function ResultGroup({
  kind,
  count,
  shown,
  children,
}: {
  kind: keyof typeof searchCopy.ko.kinds;
  count: number;
  shown: number;
  children: React.ReactNode;
}) {
  const copy = useCopy(searchCopy);
  if (count === 0) return null;
  const headingId = `search-${kind}`;
  return (
    <section className="search-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="search-group__title">
        {copy.kinds[kind]} <span className="search-group__count">{copy.count(count)}</span>
      </h2>
      <ol className="search-group__list">{children}</ol>
      {count > shown ? <p className="search-group__more">{copy.more(shown, count)}</p> : null}
    </section>
  );
}

function Excerpt({ text, query, lang }: { text: string | null; query: string; lang: string | undefined }) {
  return text ? (
    <p className="search-result__excerpt" lang={lang}>
      <Highlighted text={text} query={query} />
    </p>
  ) : null;
}

function ShowResult({ item, query }: { item: SearchShowResult; query: string }) {
  const copy = useCopy(searchCopy);
  const badges = useCopy(sharedCopy).showStatus.badges;
  const formats = useFormats();
  const localized = useLocalizedPath();
  const lang = useContentLang(item);
  const status = item.showStatus === 'cancelled' || item.showStatus === 'rescheduled' ? item.showStatus : null;
  return (
    <li className="search-result">
      <Link className="search-result__title" to={localized(`/detail/show/${item.documentId}`)} lang={lang}>
        <Highlighted text={item.title} query={query} />
      </Link>
      <p className="search-result__meta">
        <time dateTime={seoulIsoWithOffset(item.startsAt)}>{formats.dateTime(item.startsAt)}</time>
        {status ? <span className="search-result__badge">{badges[status]}</span> : null}
        {item.performers && !item.excerpt ? (
          <span>
            {copy.performers} <span lang={lang}>{item.performers.split('\n')[0]}</span>
          </span>
        ) : null}
      </p>
      <Excerpt text={item.excerpt} query={query} lang={lang} />
    </li>
  );
}

function NoticeResult({ item, query }: { item: SearchNoticeResult; query: string }) {
  const copy = useCopy(searchCopy);
  const formats = useFormats();
  const localized = useLocalizedPath();
  const lang = useContentLang(item);
  const external = item.category === 'ticketOpen' ? safeHref(item.externalUrl) : undefined;
  const title = <Highlighted text={item.title} query={query} />;
  return (
    <li className="search-result">
      {external ? (
        <a className="search-result__title" href={external} target="_blank" rel="noopener noreferrer">
          <span lang={lang}>{title}</span>
          <span className="visually-hidden"> ({copy.newWindow})</span>
        </a>
      ) : (
        <Link className="search-result__title" to={localized(`/notice/detail/${item.documentId}`)} lang={lang}>
          {title}
        </Link>
      )}
      <p className="search-result__meta">
        <span>{copy.noticeCategories[item.category as keyof typeof copy.noticeCategories] ?? ''}</span>
        <time dateTime={seoulIsoWithOffset(item.postedAt)}>{formats.date(item.postedAt)}</time>
      </p>
      <Excerpt text={item.excerpt} query={query} lang={lang} />
    </li>
  );
}

function PageResult({ item, query }: { item: SearchPageResult; query: string }) {
  const localized = useLocalizedPath();
  const lang = useContentLang(item);
  return (
    <li className="search-result">
      <Link className="search-result__title" to={localized(item.path)} lang={lang}>
        <Highlighted text={item.title} query={query} />
      </Link>
      <Excerpt text={item.excerpt} query={query} lang={lang} />
    </li>
  );
}

export { SearchPage as Component };
