import type { PlaceBidResult } from '@auction/contracts';
import type { AuctionRow, LotRow } from '../../src/db/schema';
import { buildAuction, buildLot, buildRegistration, buildUser, tokenFor } from '../factories';
import type { TestApp } from '../test-app';

export interface TestBidder {
  id: string;
  token: string;
  paddle: number;
}

/** An open timed auction with one open lot ending in an hour (tests pass what differs). */
export async function buildSale(
  t: TestApp,
  options: { auction?: Partial<AuctionRow>; lot?: Partial<LotRow> } = {},
): Promise<{ auction: AuctionRow; lot: LotRow }> {
  const auction = await buildAuction(t, options.auction);
  const lot = await buildLot(t, auction, { end_at: new Date(Date.now() + 3_600_000), ...options.lot });
  return { auction, lot };
}

/** A verified bidder approved for the auction, with a token. */
export async function buildBidder(
  t: TestApp,
  auction: Pick<AuctionRow, 'id'>,
  registration: Parameters<typeof buildRegistration>[3] = {},
): Promise<TestBidder> {
  const user = await buildUser(t);
  const row = await buildRegistration(t, auction, user, registration);
  return { id: user.id, token: await tokenFor(t, user), paddle: row.paddle_number };
}

/** POST /api/lots/:id/bids as this bidder. */
export function bid(
  t: TestApp,
  bidder: Pick<TestBidder, 'token'>,
  lot: Pick<LotRow, 'id'>,
  amount: number,
  idempotencyKey?: string,
) {
  return t.request<PlaceBidResult>({
    method: 'POST',
    url: `/api/lots/${lot.id}/bids`,
    token: bidder.token,
    payload: { amount },
    ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
  });
}
