/** The search page's own address for a term and page (page omitted for 1). */
export function siteSearchUrl(path: string, term: string | null, page: number): string {
  const params = new URLSearchParams();
  if (term) params.set('suchbegriff', term);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
