import type { Auction, AuctionRegistration, Lot, RegistrationStanding, User } from '@auction/contracts';
import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuction, buildLot } from '../../../../test/catalogue-factories';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { LotPage } from '../../catalogue/pages/lot-page';

configure({ asyncUtilTimeout: 5_000 });
afterEach(() => vi.restoreAllMocks());

const auction = buildAuction({
  title: 'Chester Deposit Sale',
  deposit_cents: 30_000,
  card_on_file_required: true,
});
const deposit = {
  asked_cents: 30_000,
  paid_cents: 0,
  held_cents: 0,
  applied_cents: 0,
  refunded_cents: 0,
  to_refund_cents: 0,
  status: 'owing' as const,
  entries: [],
};

function renderLot(standing: RegistrationStanding) {
  const registration: AuctionRegistration = {
    id: '5b0d3c1e-9a4d-4e7b-8c21-5d6f7a8b9c0d',
    auction_id: auction.id,
    user_id: '00000000-0000-4000-8000-000000000001',
    kind: 'online',
    paddle_number: 7003,
    status: 'pending',
    bidding_limit_cents: null,
    terms_accepted_at: '2026-11-20T12:00:00.000Z',
    standing,
  };
  const lot = buildLot({ auction_id: auction.id, lotNumber: '1', title: 'Mahone Bay Sea Chest' });
  stubGet({
    [`/api/lots/${lot.id}`]: lot as Lot,
    [`/api/lots/${lot.id}/bids`]: { data: [] },
    [`/api/auctions/${auction.id}`]: auction as Auction,
    [`/api/lots/${lot.id}/my-bid`]: { lot_id: lot.id, your_max: null, is_high_bidder: false },
    [`/api/auctions/${auction.id}/registration`]: registration,
  });
  renderRoutes([{ path: '/lots/:lotId', element: <LotPage /> }], {
    user: buildUser() as User,
    path: `/lots/${lot.id}`,
  });
}

describe('a registration that waits', () => {
  it('says on the lot page that the deposit and the card come first, with no bid form, when card payment is set up', async () => {
    renderLot({
      deposit,
      card_required: true,
      card: null,
      card_payments_available: true,
      waiting_for: ['deposit', 'card'],
    });
    expect(
      await screen.findByText(/This sale asks a deposit of \$300\.00 before you can bid/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/asks for a card on file before you can bid: save one below/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay the deposit by card' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save a card' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place bid' })).not.toBeInTheDocument();
  });

  it('says card payment is not set up, and offers no card buttons, when it is not', async () => {
    renderLot({
      deposit,
      card_required: true,
      card: null,
      card_payments_available: false,
      waiting_for: ['deposit', 'card'],
    });
    expect(await screen.findByText(/please pay it at the office/)).toBeInTheDocument();
    expect(
      screen.getByText(/card payment online is not set up yet, so a card cannot be saved here/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save a card' })).not.toBeInTheDocument();
  });
});
