import * as React from 'react';
import { Button, Flex, Typography } from '@strapi/design-system';
import { Filter } from '@strapi/icons';
import { useFetchClient, useQueryParams } from '@strapi/strapi/admin';
import { useParams } from 'react-router-dom';

interface ListQuery {
  filters?: { $and?: unknown[] };
  _q?: string;
  [key: string]: unknown;
}

type Totals = { filtered: number; all: number } | 'failed' | null;

/**
 * Content-manager list view, next to its settings button: says when a filter or search is on,
 * how many entries exist without it, and clears it. The list view re-applies the last filters it
 * remembered (localStorage) when opened from the menu, and its empty state says only
 * "아직 콘텐츠가 없습니다" whether a filter hides the entries or there are none.
 */
export function ActiveFilterNotice() {
  const { slug } = useParams<{ slug: string }>();
  const [{ query }, setQuery] = useQueryParams<ListQuery>();
  const { get } = useFetchClient();
  const [totals, setTotals] = React.useState<Totals>(null);

  const filterCount = query.filters?.$and?.length ?? 0;
  const search = typeof query._q === 'string' ? query._q.trim() : '';
  const active = filterCount > 0 || search !== '';
  const filtersKey = JSON.stringify([query.filters ?? null, search]);

  React.useEffect(() => {
    if (!slug || !active) return;
    let current = true;
    setTotals(null);
    const count = async (params: Record<string, unknown>) => {
      const response = await get<{ pagination: { total: number } }>(`/content-manager/collection-types/${slug}`, {
        params: { page: 1, pageSize: 1, ...params },
      });
      return response.data.pagination.total;
    };
    // The effect reads the filters from their key: query.filters is a new object on every render.
    const [filters, searchText] = JSON.parse(filtersKey) as [unknown, string | undefined];
    Promise.all([
      count({ ...(filters ? { filters } : {}), ...(searchText ? { _q: searchText } : {}) }),
      count({}),
    ]).then(
      ([filtered, all]) => current && setTotals({ filtered, all }),
      () => current && setTotals('failed'),
    );
    return () => {
      current = false;
    };
  }, [get, slug, active, filtersKey]);

  if (!slug || !active) return null;

  const clear = () => setQuery({ filters: undefined, _q: undefined, page: undefined }, 'remove');
  const what = [filterCount > 0 ? `필터 ${filterCount}개` : null, search ? `검색어 '${search}'` : null]
    .filter(Boolean)
    .join(', ');
  let message = `${what} 적용 중`;
  if (totals === 'failed') message = `${what} 적용 중 (전체 건수를 확인하지 못했습니다)`;
  else if (totals && totals.filtered === 0 && totals.all > 0)
    message = `${what} 때문에 전체 ${totals.all}건이 모두 가려져 있습니다`;
  else if (totals) message = `${what} 적용 중: 전체 ${totals.all}건 중 ${totals.filtered}건 표시`;
  const hidesEverything = totals !== null && totals !== 'failed' && totals.filtered === 0 && totals.all > 0;

  return (
    <Flex gap={2} role="status" aria-live="polite" data-filter-notice>
      <Typography
        variant="pi"
        fontWeight={hidesEverything ? 'bold' : 'regular'}
        textColor={hidesEverything ? 'danger600' : 'neutral600'}
      >
        {message}
      </Typography>
      <Button variant={hidesEverything ? 'danger-light' : 'tertiary'} size="S" startIcon={<Filter />} onClick={clear}>
        필터 해제
      </Button>
    </Flex>
  );
}
