import type { Locale } from '@hall/contract/locales';
import { accessKeysOf } from '@hall/contract/access-keys';
import type { Breakpoint } from '@/shared/hooks/use-breakpoint';
import type { ShowListKind, ShowListParams } from '../api/get-shows';

/** Spec section 9: 8 shows per page, 9 on tablet (three full rows of three). */
export function showPageSize(breakpoint: Breakpoint): number {
  return breakpoint === 'tablet' ? 9 : 8;
}

/**
 * A show list's filters as they appear in its address (`?q=…&today=1&access=captions,wheelchair`),
 * and its page size. Services the list does not know are left out (docs/decisions/039), as the
 * cms's page cache reads them.
 */
export function showListParams(
  kind: ShowListKind,
  searchParams: URLSearchParams,
  breakpoint: Breakpoint,
  locale: Locale,
): ShowListParams {
  return {
    kind,
    search: searchParams.get('q')?.trim() ?? '',
    todayOnly: kind === 'upcoming' && searchParams.get('today') === '1',
    access: accessKeysOf(searchParams.getAll('access')),
    pageSize: showPageSize(breakpoint),
    locale,
  };
}
