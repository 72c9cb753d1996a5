/**
 * The query string of a list call (STYLE rule 7): pageNumber and pageSize first, then the filters that have a
 * value — an empty filter is left out rather than sent as "match the empty string".
 */
export function toListSearch(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

/** A list's filters as a query string without its paging: what Download (every page of them) sends. */
export function toExportSearch(query: Record<string, string | number | undefined>): string {
  const { pageNumber: _pageNumber, pageSize: _pageSize, ...filters } = query;
  return toListSearch(filters);
}
