import type { Auction, StaffInvoiceDetail, StaffInvoicePage, StaffLot } from '@auction/contracts';
import { expect } from 'vitest';
import { apiCall } from './api';

/**
 * How long the test sale stays open. A short window first: the bid lands within a second or two
 * and the test waits only for the rest. On a machine too slow to bid in time, that sale closes
 * unsold and a longer one is made.
 */
const saleWindowsMs = [6_000, 20_000, 60_000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The house's today in its time zone (the demo's America/Halifax): a payment may not be dated
 * later, and in the evening the UTC day is already tomorrow there.
 */
export const houseToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Halifax' });

/**
 * A one-lot timed sale that closes a few seconds from now with one bid from the bidder, waited
 * for until the server's ticker has closed it: the bidder won the lot.
 */
export async function closedSaleWonBy(
  baseUrl: string,
  tokens: { staff: string; bidder: string },
  names: { sale: string; lot: string; startingBid?: number; lotFields?: Record<string, unknown> },
  /** The sale's own settings beyond the schedule (its buyer terms, say). */
  settings: Record<string, unknown> = {},
): Promise<{ auction: Auction; lot: StaffLot }> {
  const startingBid = names.startingBid ?? 60;
  for (const windowMs of saleWindowsMs) {
    const now = Date.now();
    const endsAt = now + windowMs;
    const auction = (await apiCall(baseUrl, tokens.staff, 'POST', '/api/admin/auctions', {
      title: `${names.sale} ${now}`,
      type: 'timed',
      start_at: new Date(now - 60_000).toISOString(),
      end_at: new Date(endsAt).toISOString(),
      soft_close_window_seconds: 0,
      soft_close_extension_seconds: 0,
      stagger_seconds: 0,
      requires_approval: false,
      ...settings,
    })) as Auction;
    const lot = (await apiCall(baseUrl, tokens.staff, 'POST', `/api/admin/auctions/${auction.id}/lots`, {
      title: names.lot,
      lot_number: '1',
      startingBid,
      ...names.lotFields,
    })) as StaffLot;
    await apiCall(baseUrl, tokens.staff, 'POST', `/api/admin/auctions/${auction.id}/publish`);
    await apiCall(baseUrl, tokens.bidder, 'POST', `/api/auctions/${auction.id}/register`, {
      accept_terms: true,
    });
    // The server's ticker opens the sale; the bid is refused until it has.
    let bid = false;
    while (!bid && Date.now() < endsAt - 500) {
      bid = await apiCall(baseUrl, tokens.bidder, 'POST', `/api/lots/${lot.id}/bids`, {
        amount: startingBid,
      }).then(
        () => true,
        () => false,
      );
      if (!bid) await sleep(250);
    }
    await expect
      .poll(
        async () =>
          ((await apiCall(baseUrl, tokens.staff, 'GET', `/api/admin/auctions/${auction.id}`)) as Auction)
            .status,
        { timeout: 90_000, interval: 250 },
      )
      .toBe('closed');
    if (bid) return { auction, lot };
  }
  throw new Error(`No bid reached a test sale in ${saleWindowsMs.at(-1)} ms`);
}

/** Generates a closed sale's invoices as staff and issues the first one. */
export async function generateAndIssue(
  baseUrl: string,
  staffToken: string,
  auctionId: string,
): Promise<StaffInvoiceDetail> {
  await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auctionId}/invoices`, {});
  const list = (await apiCall(
    baseUrl,
    staffToken,
    'GET',
    `/api/admin/invoices?auction_id=${auctionId}`,
  )) as StaffInvoicePage;
  const draft = list.data[0];
  if (!draft) throw new Error('No invoice was generated');
  return (await apiCall(
    baseUrl,
    staffToken,
    'POST',
    `/api/admin/invoices/${draft.id}/issue`,
  )) as StaffInvoiceDetail;
}
