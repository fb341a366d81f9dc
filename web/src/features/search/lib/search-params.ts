/** The query of a /search address (`?q=…`), trimmed; '' without one. */
export function searchQueryOf(searchParams: URLSearchParams): string {
  return (searchParams.get('q') ?? '').trim();
}
