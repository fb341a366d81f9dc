/**
 * A page's canonical address on the public origin: its path, and of its query only the list page
 * (`?page=2`). Searches and filters (`?q=`, `?today=1`) and anything else in the query (tracking
 * parameters) name the unfiltered page, so that search engines keep one address per page.
 */
export function canonicalUrl(origin: string, location: Pick<URL, 'pathname' | 'search'>): string {
  const canonical = new URL(location.pathname, origin);
  const page = Number.parseInt(new URLSearchParams(location.search).get('page') ?? '', 10);
  if (Number.isFinite(page) && page > 1) canonical.searchParams.set('page', String(page));
  return canonical.toString();
}
