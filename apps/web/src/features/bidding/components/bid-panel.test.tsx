import type { Auction, AuctionRegistration, Lot, MyLotBid, User } from '@auction/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { responseError } from '../../../../test/axios-errors';
import { buildAuction, buildLot } from '../../../../test/catalogue-factories';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { LotPage } from '../../catalogue/pages/lot-page';

// The machine running the suite may be busy: give asynchronous screens more than 1 s.
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => vi.restoreAllMocks());

const auction = buildAuction({ title: 'Burnside Machine Shop Liquidation', requires_approval: true });
const approved: AuctionRegistration = {
  id: '5b0d3c1e-9a4d-4e7b-8c21-5d6f7a8b9c0d',
  auction_id: auction.id,
  user_id: '00000000-0000-4000-8000-000000000001',
  kind: 'online',
  paddle_number: 7003,
  status: 'approved',
  bidding_limit_cents: null,
  terms_accepted_at: '2026-11-20T12:00:00.000Z',
};

function renderLot({
  user = buildUser(),
  registration = approved as AuctionRegistration | null,
  myBid = {} as Partial<MyLotBid>,
  lot: overrides = {} as Partial<Lot>,
  auctionAnswer = auction as Auction,
} = {}) {
  const lot = buildLot({
    auction_id: auction.id,
    lotNumber: '12',
    title: 'Snap-on Tool Chest',
    currentBid: 120,
    bidCount: 3,
    minimum_next_bid: 125,
    ...overrides,
  });
  const answers: Record<string, unknown> = {
    [`/api/lots/${lot.id}`]: lot,
    [`/api/lots/${lot.id}/bids`]: { data: [] },
    [`/api/auctions/${auction.id}`]: auctionAnswer,
    // What the server says after a bid too: the page reads the bidder's standing again.
    [`/api/lots/${lot.id}/my-bid`]: () => myBidAnswer,
  };
  let myBidAnswer: MyLotBid = {
    lot_id: lot.id,
    your_max: null,
    is_high_bidder: false,
    outbid_reason: null,
    bid_ids: [],
    ...myBid,
  };
  const setMyBid = (next: Partial<MyLotBid>) => {
    myBidAnswer = { ...myBidAnswer, ...next };
  };
  if (registration) answers[`/api/auctions/${auction.id}/registration`] = registration;
  stubGet(answers);
  const view = renderRoutes([{ path: '/lots/:lotId', element: <LotPage /> }], {
    user: user as User | null,
    path: `/lots/${lot.id}-snap-on-tool-chest`,
  });
  return { lot, setMyBid, ...view };
}

describe('the bid panel', () => {
  it('asks a guest to sign in and come back', async () => {
    const { lot } = renderLot({ user: null as unknown as User });
    const link = await screen.findByRole('link', { name: 'Sign in to bid' });
    expect(link).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/lots/${lot.id}-snap-on-tool-chest`)}`,
    );
    expect(screen.queryByRole('textbox', { name: 'Your maximum bid' })).not.toBeInTheDocument();
  });

  it('asks an unverified bidder to verify, with the resend button', async () => {
    renderLot({ user: buildUser({ email_verified_at: null }) });
    expect(await screen.findByText('Verify your e-mail address to bid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification e-mail' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place bid' })).not.toBeInTheDocument();
  });

  it('offers registration inline to a bidder not registered for the auction', async () => {
    renderLot({ registration: null });
    expect(
      await screen.findByRole('checkbox', { name: /I accept the terms of this auction/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register to bid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place bid' })).not.toBeInTheDocument();
  });

  it('shows no form before the sale opens, only the registration', async () => {
    renderLot({ lot: { status: 'upcoming' }, registration: null });
    expect(await screen.findByRole('button', { name: 'Register to bid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place bid' })).not.toBeInTheDocument();
  });

  it('sends bidders of a live auction to its room instead of the timed form', async () => {
    renderLot({ auctionAnswer: { ...auction, type: 'live' } });
    expect(await screen.findByRole('link', { name: 'Go to the live auction room' })).toHaveAttribute(
      'href',
      `/auctions/${auction.id}/live`,
    );
    expect(screen.queryByRole('button', { name: 'Place bid' })).not.toBeInTheDocument();
  });

  it('shows no form on a withdrawn lot', async () => {
    renderLot({ lot: { status: 'withdrawn' } });
    await screen.findByText('Withdrawn from the sale');
    expect(screen.queryByRole('button', { name: 'Place bid' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your maximum bid' })).not.toBeInTheDocument();
  });

  it('prefills the minimum, confirms with the all-in cost and sends the bid once under one key', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(http, 'post');
    const { lot, setMyBid } = renderLot();
    post.mockImplementation(async () => {
      setMyBid({ your_max: 140, is_high_bidder: true });
      return {
        data: {
          lot_id: lot.id,
          is_high_bidder: true,
          your_max: 140,
          current_bid: 125,
          bid_count: 4,
          minimum_next_bid: 130,
          end_date: '2026-11-29T23:00:00.000Z',
          reserve_met: true,
          is_extended: false,
          outbid_reason: null,
        },
      };
    });
    const field = await screen.findByRole('textbox', { name: 'Your maximum bid' });
    expect(field).toHaveValue('125');
    expect(
      screen.getByText(/only as much as needed to keep you in the lead, up to your maximum/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '$140.00' }));
    expect(field).toHaveValue('140');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));

    const dialog = screen.getByRole('dialog', { name: 'Confirm your bid' });
    const allIn = within(dialog).getByRole('region', {
      name: 'If you win at your maximum of $140.00, you pay at most',
    });
    expect(within(allIn).getByText('Total').nextElementSibling).toHaveTextContent('$183.54');
    expect(post).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm bid' }));

    expect(await screen.findByText("You're the high bidder")).toBeInTheDocument();
    expect(screen.getByText('Your maximum: $140.00')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    const [url, body, config] = post.mock.calls[0] ?? [];
    expect(url).toBe(`/api/lots/${lot.id}/bids`);
    expect(body).toEqual({ amount: 140 });
    expect((config?.headers as Record<string, string> | undefined)?.['Idempotency-Key']).toMatch(
      /^[0-9a-f-]{32,36}$/,
    );
    // The lot moved with the answer (minimum $130); the leader is offered a step above their own maximum.
    expect(screen.getByText('Minimum next bid', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '$130.00',
    );
    expect(screen.getByRole('textbox', { name: 'Your maximum bid' })).toHaveValue('145');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal next to the form and checks the amount before asking', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(http, 'post').mockRejectedValue(
      responseError(409, {
        code: 'OVER_BIDDING_LIMIT',
        message: 'Your bidding limit for this auction is $140.00.',
      }),
    );
    renderLot();
    const field = await screen.findByRole('textbox', { name: 'Your maximum bid' });
    await user.clear(field);
    await user.type(field, '100');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your bid must be at least $125.00.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '150');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    await user.click(screen.getByRole('button', { name: 'Confirm bid' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your bidding limit for this auction is $140.00.',
    );
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('sends a bid again under the same key when its answer never came back', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(http, 'post').mockRejectedValue(new Error('Network Error'));
    renderLot();
    await screen.findByRole('textbox', { name: 'Your maximum bid' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await user.click(screen.getByRole('button', { name: 'Place bid' }));
      await user.click(screen.getByRole('button', { name: 'Confirm bid' }));
      await waitFor(() => expect(post).toHaveBeenCalledTimes(attempt + 1));
    }
    const keys = post.mock.calls.map(
      ([, , config]) => (config?.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
    );
    expect(keys[0]).toBe(keys[1]);
  });

  it('tells a bidder who lost the lead what it takes to lead again', async () => {
    renderLot({ myBid: { your_max: 110, is_high_bidder: false } });
    expect(await screen.findByText("You've been outbid")).toBeInTheDocument();
    expect(screen.getByText(/Bid at least \$125\.00 to take the lead/)).toBeInTheDocument();
  });

  it('says "You won this lot" to the winner of a sold lot', async () => {
    renderLot({
      lot: { status: 'sold', currentBid: 150 },
      myBid: { your_max: 200, is_high_bidder: true },
    });
    expect(await screen.findByText('You won this lot')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place bid' })).not.toBeInTheDocument();
  });

  it('tells the winner what really comes next: an invoice from the house, and how pickup works', async () => {
    renderLot({
      lot: { status: 'sold', currentBid: 150 },
      myBid: { your_max: 200, is_high_bidder: true },
    });
    const box = (await screen.findByText('You won this lot')).closest('[role="status"]');
    if (!(box instanceof HTMLElement)) throw new Error('no won-lot box');
    expect(box).toHaveTextContent(
      "Hammer price $150.00. The auction house will send you an invoice with the buyer's premium and tax added, and how to pay.",
    );
    expect(box).toHaveTextContent(auction.pickup_info);
    expect(box).not.toHaveTextContent(/e-mailed/);
  });

  it('tells the leading bidder that the figure in the confirm box is their maximum, not the price', async () => {
    const user = userEvent.setup();
    renderLot({
      lot: { currentBid: 205, minimum_next_bid: 210 },
      myBid: { your_max: 205, is_high_bidder: true },
    });
    const field = await screen.findByRole('textbox', { name: 'Your maximum bid' });
    await user.clear(field);
    await user.type(field, '210');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your bid' });
    expect(
      within(dialog).getByRole('region', { name: 'If you win at your maximum of $210.00, you pay at most' }),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'The current price is $205.00. If you win for less than your maximum, you pay less.',
    );
  });
});
