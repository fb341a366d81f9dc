import { useId } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router-dom';
import { useBreakpoint } from '@/shared/hooks/use-breakpoint';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { SHOW_TABS } from '@/shared/navigation';
import { sharedCopy } from '@/shared/copy';
import { useCopy, useLocale } from '@/shared/i18n';
import { PageHeader } from '@/shared/ui/page-header';
import { Reveal } from '@/shared/ui/reveal';
import { SearchForm } from '@/shared/ui/search-form';
import { EmptyState, ErrorState, InlineLoading } from '@/shared/ui/status';
import { TabBar } from '@/shared/ui/tab-bar';
import { accessKeysOf, accessParameterOf } from '@hall/contract/access-keys';
import type { ShowListKind } from '../api/get-shows';
import { useShows } from '../api/use-shows';
import { showsCopy } from '../copy';
import { showListParams } from '../lib/list-params';
import { AccessFilter } from './access-filter';
import { ShowCard } from './show-card';
import './show-list-page.css';

interface ShowListPageProps {
  kind: ShowListKind;
  title: string;
  description: string;
}

/** Title, TODAY filter (upcoming only), title search, 배리어프리 서비스 filter, card grid and 'load more'. */
export function ShowListPage({ kind, title, description }: ShowListPageProps) {
  useDocumentTitle(title, description);
  const [searchParams, setSearchParams] = useSearchParams();
  const params = showListParams(kind, searchParams, useBreakpoint(), useLocale());
  const { search, todayOnly, access = [], pageSize } = params;
  // While the list of a new choice loads, the checkboxes show that choice already.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const selectedAccess =
    navigation.location?.pathname === pathname
      ? accessKeysOf(new URLSearchParams(navigation.location.search).getAll('access'))
      : access;
  const now = new Date();
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useShows(params);
  const listHeadingId = useId();
  const pageCopy = useCopy(showsCopy);
  const shared = useCopy(sharedCopy);
  const copy = pageCopy.filters;

  const shows = data?.flatMap((page) => page.data) ?? [];
  const pagination = data?.[0]?.meta.pagination;
  const hasMore = pagination ? size < pagination.pageCount && (data?.length ?? 0) === size : false;
  // Only a page after the first: while the first loads, there is nothing to add to yet (and a
  // 'more' button under the loading indicator would be pushed down when the list arrives).
  const isLoadingMore = data !== undefined && isValidating && size > data.length;

  const updateParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearchParams(next, { replace: false });
  };

  return (
    <>
      <PageHeader eyebrow={pageCopy.eyebrow} title={title} description={description} />
      <TabBar items={SHOW_TABS} label={shared.tabs.show.label} />
      <section className="container page-section show-list" aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} className="visually-hidden">
          {pageCopy.listHeading(title)}
        </h2>
        <div className="show-list__toolbar">
          {kind === 'upcoming' ? (
            <label className="checkbox">
              <input
                type="checkbox"
                checked={todayOnly}
                onChange={(event) => updateParams({ today: event.target.checked ? '1' : null })}
              />
              {copy.todayOnly}
            </label>
          ) : (
            <span />
          )}
          <SearchForm
            className="show-list__search"
            value={search ?? ''}
            onSearch={(text) => updateParams({ q: text || null })}
            label={copy.searchLabel}
            placeholder={copy.searchPlaceholder}
            submitLabel={copy.searchButton}
          />
        </div>

        <AccessFilter
          selected={selectedAccess}
          onChange={(keys) => updateParams({ access: accessParameterOf(keys) || null })}
          keep={{ ...(search ? { q: search } : {}), ...(todayOnly ? { today: '1' } : {}) }}
        />

        <div className="show-list__summary" aria-live="polite">
          {search ? <span className="show-list__query">{copy.resultsFor(search)}</span> : null}
          {access.length > 0 ? (
            <span className="show-list__query">
              {pageCopy.access.filterSummary(access.map((key) => pageCopy.access.services[key]))}
            </span>
          ) : null}
          {pagination ? <span>{copy.total(pagination.total)}</span> : null}
        </div>

        {error && !data ? (
          <ErrorState onRetry={() => void mutate()} />
        ) : isLoading && !data ? (
          <InlineLoading />
        ) : shows.length === 0 ? (
          <EmptyState>{pageCopy.empty}</EmptyState>
        ) : (
          <ul className="show-list__grid">
            {shows.map((show, index) => (
              <Reveal as="li" key={show.documentId} delay={((index % pageSize) % 4) * 0.08}>
                <ShowCard show={show} now={now} priority={index < 2} />
              </Reveal>
            ))}
          </ul>
        )}

        {hasMore || isLoadingMore ? (
          <div className="show-list__more">
            <button
              type="button"
              className="button button--ghost show-list__more-button"
              onClick={() => void setSize(size + 1)}
              disabled={isLoadingMore}
              aria-busy={isLoadingMore}
            >
              {pageCopy.more}
              <span aria-hidden="true">＋</span>
            </button>
          </div>
        ) : null}
      </section>
    </>
  );
}
