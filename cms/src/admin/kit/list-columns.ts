import type * as React from 'react';

/** A column of the content manager's list view, as the inject-column-in-table hook passes it. */
export interface ListHeader {
  name: string;
  cellFormatter?: (row: Record<string, unknown>, header: ListHeader, meta: { model: string }) => React.ReactNode;
  [key: string]: unknown;
}

type CellFormatter = NonNullable<ListHeader['cellFormatter']>;

/**
 * A handler of the list view hook (`Admin/CM/pages/ListView/inject-column-in-table`) that draws the
 * cells of some columns itself: `formatterFor` returns a cell formatter for a column it draws,
 * undefined for the others (they stay as Strapi draws them). It sees all the list's columns, to
 * tell one content type's list from another's.
 */
export function formatColumns(formatterFor: (header: ListHeader, headers: ListHeader[]) => CellFormatter | undefined) {
  return <Layout>({ displayedHeaders, layout }: { displayedHeaders: ListHeader[]; layout: Layout }) => ({
    displayedHeaders: displayedHeaders.map((header) => {
      const cellFormatter = formatterFor(header, displayedHeaders);
      return cellFormatter ? { ...header, cellFormatter } : header;
    }),
    layout,
  });
}
