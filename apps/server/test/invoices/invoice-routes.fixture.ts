import type { GenerateInvoicesAnswer, StaffInvoicePage } from '@auction/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Clock } from '../../src/clock';
import { buildAuction, buildLot, buildRegistration, buildUser, tokenFor } from '../factories';
import { createTestApp, type TestApp } from '../test-app';

/*
 * What the invoice route tests share: each file calls `useInvoiceApp()` once for its own app, a
 * Staff and an Admin token, and builds its own sales with the helpers below.
 */
export let t: TestApp;
export let staff: string;
export let admin: string;

/** `clock`: the app's own clock, for a file whose figures depend on the day (an exemption in force). */
export function useInvoiceApp(options: { clock?: Clock } = {}) {
  beforeAll(async () => {
    t = await createTestApp(options.clock ? { deps: { clock: options.clock } } : {});
    staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
    admin = await tokenFor(t, await buildUser(t, { roles: ['Admin', 'Bidder'] }));
  });
  afterAll(() => t.close());
}

export const slug = () => `sale-${Math.random().toString(36).slice(2, 10)}`;

/** A closed timed sale on 2026-06-10 (14% HST in Nova Scotia) with lots won by two bidders. */
export async function closedTimedSale() {
  const auction = await buildAuction(t, {
    slug: slug(),
    status: 'closed',
    end_at: new Date('2026-06-10T20:00:00Z'),
    buyer_premium: { kind: 'flat', rate_bp: 1500 },
  });
  const alice = await buildUser(t, { name: 'Alice Boudreau' });
  const bob = await buildUser(t, { name: 'Bob MacLeod' });
  const aliceReg = await buildRegistration(t, auction, alice);
  const bobReg = await buildRegistration(t, auction, bob);
  const lot1 = await buildLot(t, auction, {
    lot_number: '1',
    status: 'sold',
    current_price_cents: 10_000,
    high_bidder_id: alice.id,
  });
  const lot2 = await buildLot(t, auction, {
    lot_number: '2',
    status: 'sold',
    current_price_cents: 5_050,
    high_bidder_id: alice.id,
  });
  const lot3 = await buildLot(t, auction, {
    lot_number: '3',
    status: 'sold',
    current_price_cents: 20_000,
    high_bidder_id: bob.id,
  });
  await buildLot(t, auction, { lot_number: '4', status: 'passed' });
  return { auction, alice, bob, aliceReg, bobReg, lots: [lot1, lot2, lot3] };
}

export async function generate(auctionId: string) {
  return t.request<GenerateInvoicesAnswer>({
    method: 'POST',
    url: `/api/admin/auctions/${auctionId}/invoices`,
    payload: {},
    token: staff,
  });
}

export async function invoicesOf(auctionId: string): Promise<StaffInvoicePage> {
  const answer = await t.request<StaffInvoicePage>({
    method: 'GET',
    url: `/api/admin/invoices?auction_id=${auctionId}&sort=paddle_number&order=asc`,
    token: staff,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}
