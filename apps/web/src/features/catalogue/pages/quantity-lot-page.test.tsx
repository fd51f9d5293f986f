import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAuction, buildBid, buildLot } from '../../../../test/catalogue-factories';
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

const auction = buildAuction({ title: 'Burnside Overstock Sale' });

function renderQuantityLot(overrides: Parameters<typeof buildLot>[0]) {
  const lot = buildLot({
    auction_id: auction.id,
    lotNumber: '40',
    title: 'Case of motor oil',
    quantity: 12,
    per_unit: true,
    ...overrides,
  });
  stubGet({
    [`/api/lots/${lot.id}`]: lot,
    [`/api/lots/${lot.id}/bids`]: { data: [buildBid()] },
    [`/api/auctions/${auction.id}`]: auction,
  });
  renderRoutes([{ path: '/lots/:lotId', element: <LotPage /> }], {
    path: `/lots/${lot.id}-case-of-motor-oil`,
  });
}

describe('a quantity lot on its page', () => {
  it('says the bid is per unit, times its quantity, and the all-in cost is for every unit', async () => {
    renderQuantityLot({ currentBid: 8, bidCount: 3, minimum_next_bid: 9 });
    await screen.findByRole('heading', { level: 1, name: 'Case of motor oil' });
    const current = screen.getByText('Current bid', { selector: 'dt' }).nextElementSibling;
    expect(current).toHaveTextContent('$8.00per unit, × 12 = $96.00');
    const allIn = await screen.findByRole('region', {
      name: 'If you win at the minimum bid of $9.00, you pay',
    });
    // 12 x $9.00 = $108.00; 15% premium $16.20; 14% HST on $124.20 is $17.39.
    expect(within(allIn).getByText('Hammer price (12 × $9.00)').nextElementSibling).toHaveTextContent(
      '$108.00',
    );
    expect(within(allIn).getByText('Buyer’s premium (15%)').nextElementSibling).toHaveTextContent('$16.20');
    expect(within(allIn).getByText('Total').nextElementSibling).toHaveTextContent('$141.59');
  });

  it('says what a sold quantity lot came to', async () => {
    renderQuantityLot({ status: 'sold', currentBid: 8, bidCount: 3 });
    expect(await screen.findByText('Sold for $8.00 per unit, × 12 = $96.00')).toBeInTheDocument();
  });
});
