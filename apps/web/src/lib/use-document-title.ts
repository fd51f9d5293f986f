import { createContext, useContext, useEffect } from 'react';

const SITE = 'Harbourside Auctions';

/** A server render's collector of the title the page sets (decision 0070); null in the browser. */
export const DocumentTitleContext = createContext<((title: string) => void) | null>(null);

/** The title a server-rendered page arrived with: it stays the title of that first page. */
let servedTitle: string | null = null;

/** Called once when a server-rendered page is hydrated: its head's title is the first page's. */
export function keepServedTitle(title: string): void {
  servedTitle = title;
}

/** The first entry of this tab's history under the router (its `idx` is 0). */
function onFirstPage(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) === 0;
}

/**
 * Sets the tab title to "`title` · Harbourside Auctions" (or the site name alone). On the page the
 * server rendered, the title its head was sent with stays: the server knows the site's own name
 * and the CMS's SEO title, and the two must agree.
 */
export function useDocumentTitle(title: string | null): void {
  const full = title ? `${title} · ${SITE}` : `${SITE} · Online and live auctions in Dartmouth, Nova Scotia`;
  useContext(DocumentTitleContext)?.(full);
  useEffect(() => {
    document.title = servedTitle !== null && onFirstPage() ? servedTitle : full;
  }, [full]);
}
