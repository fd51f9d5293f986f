import { useEffect } from 'react';

const SITE = 'Harbourside Auctions';

/** Sets the tab title to "`title` · Harbourside Auctions" (or the site name alone). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title
      ? `${title} · ${SITE}`
      : `${SITE} · Online and live auctions in Dartmouth, Nova Scotia`;
  }, [title]);
}
