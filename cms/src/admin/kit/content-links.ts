/**
 * Addresses inside the admin panel (react-router paths under /admin).
 *
 * The content manager's list view remembers the last sort, filters and page size of each type in
 * localStorage (`STRAPI_LIST_VIEW_SETTINGS:<uid>:<project uuid>`) and adds them to any address
 * that does not carry its own: a link without filters would open the list with whatever filter
 * was used last. Every list link here therefore carries its filter, sort and page size.
 */

export const RENTAL_APPLICATION = 'api::rental-application.rental-application';
export const SHOW = 'api::show.show';

/** Large enough that a status count opens on one page as many rows as the widget said. */
const LIST_PAGE_SIZE = 50;

type Operator = '$eq' | '$gte';

export function filteredListPath(
  uid: string,
  filter: { field: string; operator: Operator; value: string },
  sort: string,
): string {
  const search = [
    `filters[$and][0][${filter.field}][${filter.operator}]=${encodeURIComponent(filter.value)}`,
    'page=1',
    `pageSize=${LIST_PAGE_SIZE}`,
    `sort=${encodeURIComponent(sort)}`,
  ].join('&');
  return `/content-manager/collection-types/${uid}?${search}`;
}

export const editViewPath = (uid: string, documentId: string) =>
  `/content-manager/collection-types/${uid}/${encodeURIComponent(documentId)}`;

export const applicationsWithStatus = (status: string) =>
  filteredListPath(
    RENTAL_APPLICATION,
    { field: 'applicationStatus', operator: '$eq', value: status },
    'submittedAt:DESC',
  );

export const showsFrom = (instant: string) =>
  filteredListPath(SHOW, { field: 'startsAt', operator: '$gte', value: instant }, 'startsAt:ASC');
