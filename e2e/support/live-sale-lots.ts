import type { Auction, StaffLot } from '@auction/contracts';
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { apiCall } from './api';

/**
 * A test's own live sale an hour from now, its lots numbered 1.. in order at a $50 start,
 * published: the sale a choice or grouped lot test sets up from the lots page.
 */
export async function createLiveSaleOf(
  baseUrl: string,
  staffToken: string,
  sale: { title: string; lotTitles: readonly string[]; buyerPremium?: { kind: 'flat'; rate_bp: number } },
) {
  const now = Date.now();
  const auction = (await apiCall(baseUrl, staffToken, 'POST', '/api/admin/auctions', {
    title: `${sale.title} ${now}`,
    type: 'live',
    start_at: new Date(now + 60 * 60_000).toISOString(),
    end_at: new Date(now + 4 * 60 * 60_000).toISOString(),
    ...(sale.buyerPremium ? { buyer_premium: sale.buyerPremium } : {}),
  })) as Auction;
  const lots: StaffLot[] = [];
  for (const [index, title] of sale.lotTitles.entries()) {
    lots.push(
      (await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/lots`, {
        title,
        lot_number: String(index + 1),
        startingBid: 50,
      })) as StaffLot,
    );
  }
  await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/publish`);
  return { auction, lots };
}

/** Waits until the first element of `locator` reads `pattern` (a live screen redraws). */
export async function expectTextOf(locator: Locator, pattern: RegExp, wait = { timeout: 30_000 }) {
  await expect
    .poll(async () => ((await locator.count()) > 0 ? await locator.first().textContent() : ''), wait)
    .toMatch(pattern);
}
