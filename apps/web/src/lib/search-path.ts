/** The search page for these words (`/search?q=`): light enough for the site's header. */
export function searchPath(q: string): string {
  return `/search?q=${encodeURIComponent(q.trim())}`;
}
