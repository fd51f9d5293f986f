/**
 * Query keys shared across features. Keys starting with 'public' hold data that is the same for
 * every visitor and survive sign-out; every other key is dropped when the session ends.
 */
export const queryKeys = {
  publicSettings: ['public', 'settings'] as const,
  maintenance: ['public', 'maintenance'] as const,
  company: ['public', 'company'] as const,
  adminSettings: ['admin', 'settings'] as const,
  adminOverview: ['admin', 'overview'] as const,
  adminDashboardFigures: ['admin', 'dashboard-figures'] as const,
  auctionDefaults: ['admin', 'auction-defaults'] as const,
  adminOutbox: (page: number) => ['admin', 'outbox', page] as const,
  /** Every staff invoice query: the lists, their totals and each invoice. */
  staffInvoices: ['admin', 'invoices'] as const,
  /** A lot of the public catalogue, its bid history, and an auction: bidding moves them too. */
  lot: (id: string) => ['public', 'lot', id] as const,
  lotBids: (id: string) => ['public', 'lot', id, 'bids'] as const,
  auction: (id: string) => ['public', 'auction', id] as const,
  /** The signed-in bidder's own lists (watchlist, active bids, won lots). */
  watchlist: ['watchlist'] as const,
  myBids: ['my-bids'] as const,
  wonLots: ['won-lots'] as const,
};
