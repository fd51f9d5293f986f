import type { LotDetail } from '@auction/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAuction, buildBid, buildLot } from '../../../../test/catalogue-factories';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { LotPage } from './lot-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const auction = buildAuction({ title: 'Burnside Machine Shop Liquidation' });

function renderLot(overrides: Partial<LotDetail>, bids = [buildBid()]) {
  const lot = buildLot({
    auction_id: auction.id,
    lotNumber: '12A',
    title: 'Snap-on Tool Chest',
    brand: 'Snap-on',
    condition: 'Used, working',
    quantity: 2,
    ...overrides,
  });
  stubGet({
    [`/api/lots/${lot.id}`]: lot,
    [`/api/lots/${lot.id}/bids`]: { data: bids },
    [`/api/auctions/${auction.id}`]: auction,
  });
  renderRoutes([{ path: '/lots/:lotId', element: <LotPage /> }], {
    path: `/lots/${lot.id}-snap-on-tool-chest`,
  });
  return lot;
}

const factOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('LotPage', () => {
  it('shows the details, current bid, bid count, minimum next bid and all-in cost of an open lot', async () => {
    renderLot({ currentBid: 120, bidCount: 3, minimum_next_bid: 125 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Snap-on Tool Chest' })).toBeInTheDocument();
    expect(factOf('Brand')).toBe('Snap-on');
    expect(factOf('Condition')).toBe('Used, working');
    expect(factOf('Quantity')).toBe('2');
    expect(factOf('Current bid')).toBe('$120.00');
    expect(factOf('Bids')).toBe('3 bids');
    // The server's minimum, by the auction's own increment profile.
    expect(factOf('Minimum next bid')).toBe('$125.00');
    const allIn = await screen.findByRole('region', {
      name: 'If you win at the minimum bid of $125.00, you pay',
    });
    expect(within(allIn).getByText('Buyer’s premium (15%)').nextElementSibling).toHaveTextContent('$18.75');
    expect(within(allIn).getByText('HST (14%) on hammer and premium').nextElementSibling).toHaveTextContent(
      '$20.13',
    );
    expect(within(allIn).getByText('Total').nextElementSibling).toHaveTextContent('$163.88');
    expect(screen.getByRole('timer')).toHaveTextContent('Closes in 7d 11h');
    expect(screen.queryByText('Reserve not met')).not.toBeInTheDocument();
  });

  it('shows the description from its Markdown as the server rendered it, without the stars', async () => {
    renderLot({
      description: 'A **cast brass** bell. See [the sale](/auctions/bell-sale).',
      description_html:
        '<p>A <strong>cast brass</strong> bell. See <a href="/auctions/bell-sale">the sale</a>.</p>',
    });
    const details = (await screen.findByRole('heading', { name: 'Details' })).closest('section');
    if (!details) throw new Error('no details section');
    expect(within(details).getByText('cast brass', { selector: 'strong' })).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'the sale' })).toHaveAttribute(
      'href',
      '/auctions/bell-sale',
    );
    expect(details).not.toHaveTextContent('**');
  });

  it("shows the server's minimum next bid, from the auction's own increments", async () => {
    renderLot({ currentBid: 120, bidCount: 3, minimum_next_bid: 130 });
    await screen.findByRole('heading', { level: 1, name: 'Snap-on Tool Chest' });
    expect(factOf('Minimum next bid')).toBe('$130.00');
    expect(
      await screen.findByRole('region', { name: 'If you win at the minimum bid of $130.00, you pay' }),
    ).toBeInTheDocument();
  });

  it('asks for the starting bid before any bid', async () => {
    renderLot({ startingBid: 40, minimum_next_bid: 40 });
    await screen.findByRole('heading', { level: 1, name: 'Snap-on Tool Chest' });
    expect(factOf('Starting bid')).toBe('$40.00');
    expect(factOf('Minimum next bid')).toBe('$40.00');
  });

  it('says "Reserve not met" while bids are below the reserve, never the reserve', async () => {
    renderLot({ currentBid: 80, bidCount: 2, has_reserve: true, reserve_met: false });
    expect(await screen.findByText('Reserve not met')).toBeInTheDocument();
  });

  it('shows a sold lot with its price and no minimum bid or countdown', async () => {
    renderLot({ status: 'sold', currentBid: 310, bidCount: 9 });
    expect(await screen.findByText('Sold for $310.00')).toBeInTheDocument();
    expect(factOf('Hammer price')).toBe('$310.00');
    expect(screen.queryByText('Minimum next bid')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('shows a passed lot without a price or reserve notice', async () => {
    renderLot({ status: 'passed', bidCount: 0, has_reserve: true, reserve_met: false }, []);
    expect(await screen.findByText('Passed: this lot did not sell')).toBeInTheDocument();
    expect(screen.queryByText('Reserve not met')).not.toBeInTheDocument();
    expect(screen.queryByText('Minimum next bid')).not.toBeInTheDocument();
    expect(await screen.findByText('No bids were placed.')).toBeInTheDocument();
  });

  it('lists the bid history newest first with paddles', async () => {
    renderLot({ currentBid: 65, bidCount: 2 }, [
      buildBid({ seq: 1, amount: 60, bidder: 'Paddle 7001' }),
      buildBid({ seq: 2, amount: 65, bidder: 'Paddle 7002', kind: 'proxy' }),
    ]);
    const table = await screen.findByRole('table', { name: 'Bid history, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Paddle 7002automatic$65.00');
    expect(rows[1]).toHaveTextContent('Paddle 7001$60.00');
    expect(table).not.toHaveTextContent('@');
  });

  it('marks the signed-in bidder own bids "You", and no one else', async () => {
    const lot = buildLot({ auction_id: auction.id, currentBid: 65, bidCount: 2 });
    const mine = buildBid({ seq: 1, amount: 60, bidder: 'Paddle 7001' });
    stubGet({
      [`/api/lots/${lot.id}`]: lot,
      [`/api/lots/${lot.id}/bids`]: {
        data: [mine, buildBid({ seq: 2, amount: 65, bidder: 'Paddle 7002', kind: 'proxy' })],
      },
      [`/api/auctions/${auction.id}`]: auction,
      [`/api/lots/${lot.id}/my-bid`]: {
        lot_id: lot.id,
        your_max: 60,
        is_high_bidder: false,
        outbid_reason: null,
        bid_ids: [mine.id],
      },
    });
    renderRoutes([{ path: '/lots/:lotId', element: <LotPage /> }], {
      path: `/lots/${lot.id}`,
      user: buildUser(),
    });
    const table = await screen.findByRole('table', { name: 'Bid history, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    await vi.waitFor(() => expect(rows[1]).toHaveTextContent('Paddle 7001You$60.00'));
    expect(rows[0]).not.toHaveTextContent('You');
  });

  it('shows the not-found page for an unknown lot', async () => {
    stubGet({});
    renderRoutes([{ path: '/lots/:lotId', element: <LotPage /> }], {
      path: '/lots/99999999-0000-4000-8000-000000000000',
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
