/** The notice list's page and title search, as they appear in its address (`?page=2&q=…`). */
export function noticeListParams(searchParams: URLSearchParams): { page: number; search: string } {
  const page = Number.parseInt(searchParams.get('page') ?? '1', 10);
  return { page: Number.isFinite(page) && page > 0 ? page : 1, search: searchParams.get('q')?.trim() ?? '' };
}
