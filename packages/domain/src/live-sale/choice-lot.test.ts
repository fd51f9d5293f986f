import { describe, expect, it } from 'vitest';
import { SaleDriver, saleContext } from '../../test/live-sale/live-sale-test-kit';
import { foldLiveEvents } from './apply-live-event';
import type { LiveSaleContext } from './live-sale-types';

const ann = { source: 'internet' as const, bidderId: 'ann', paddle: 7001 };
const floor42 = { source: 'floor' as const, bidderId: null, paddle: 42 };

/** Lots 1..5 where 2, 3 and 4 are one choice group, on the block as lot 2. */
function choiceSale(): SaleDriver {
  const base = saleContext(5);
  const group = { leadId: 'lot-2', lotIds: ['lot-2', 'lot-3', 'lot-4'] };
  const context: LiveSaleContext = {
    ...base,
    lots: base.lots.map((lot) =>
      group.lotIds.includes(lot.lotId) ? { ...lot, group: { kind: 'choice' as const, ...group } } : lot,
    ),
  };
  const sale = new SaleDriver(context);
  sale.ok({ type: 'next_lot' });
  sale.ok({ type: 'pass' });
  sale.ok({ type: 'next_lot' });
  return sale;
}

function hammerToAnn(sale: SaleDriver) {
  sale.ok({ type: 'internet_bid', lotId: 'lot-2', amountCents: 20_000, ...ann });
  return sale.ok({ type: 'sold' });
}

describe('a choice lot in the live sale', () => {
  it('goes on the block as its first lot; its other lots are never offered alone', () => {
    const sale = choiceSale();
    expect(sale.lot?.lotId).toBe('lot-2');
    sale.ok({ type: 'pass' });
    sale.ok({ type: 'next_lot' });
    expect(sale.lot?.lotId).toBe('lot-5');
    sale.ok({ type: 'pass' });
    expect(sale.refused({ type: 'open_lot', lotId: 'lot-3' }).message).toBe(
      'Lot 3 is sold in the choice that opens with lot 2.',
    );
    // The group passed as one: its other lots pass when the sale ends.
    const [ended] = sale.ok({ type: 'end_sale' });
    expect(ended).toMatchObject({ type: 'sale_ended', passedLotIds: ['lot-3', 'lot-4'] });
  });

  it('offers every lot of the group at the hammer to its buyer, then to the next bidders', () => {
    const sale = choiceSale();
    const [offered] = hammerToAnn(sale);
    expect(offered).toMatchObject({
      type: 'choice_offered',
      lotId: 'lot-2',
      amountCents: 20_000,
      lotIds: ['lot-2', 'lot-3', 'lot-4'],
      paddle: 7001,
    });
    expect(sale.lot?.status).toBe('choosing');
    expect(sale.refused({ type: 'next_lot' }).message).toBe(
      'Lot 2 is a choice still being taken: take its lots for the bidders or pass the rest.',
    );
    expect(sale.refused({ type: 'floor_bid', amountCents: 30_000 }).code).toBe('LOT_CLOSED');

    // The buyer takes lots 3 and 2 (in sale order), then paddle 42 takes lot 4 at the same price.
    const taken = sale.ok({ type: 'take_choice', lotIds: ['lot-3', 'lot-2'], taker: null });
    expect(taken).toEqual([
      { type: 'lot_sold', lotId: 'lot-2', amountCents: 20_000, ...ann },
      { type: 'lot_sold', lotId: 'lot-3', amountCents: 20_000, ...ann },
    ]);
    expect(sale.refused({ type: 'take_choice', lotIds: ['lot-3'], taker: floor42 }).message).toBe(
      'Lot 3 has already been taken.',
    );
    sale.ok({ type: 'take_choice', lotIds: ['lot-4'], taker: floor42 });
    expect(sale.lot?.status).toBe('sold');
    expect(sale.state.results['lot-4']).toMatchObject({
      outcome: 'sold',
      amountCents: 20_000,
      buyer: floor42,
    });
    expect(sale.refused({ type: 'reopen' }).message).toBe(
      'A choice lot cannot be reopened once bidders have taken its lots.',
    );
    sale.ok({ type: 'next_lot' });
    expect(sale.lot?.lotId).toBe('lot-5');
    expect(foldLiveEvents(sale.log)).toEqual(sale.state);
  });

  it('passes the lots no one takes, but only once the buyer has taken one', () => {
    const sale = choiceSale();
    hammerToAnn(sale);
    expect(sale.refused({ type: 'pass' }).message).toBe(
      'The buyer at $200 takes at least one lot of lot 2 first, or reopen it.',
    );
    sale.ok({ type: 'take_choice', lotIds: ['lot-4'], taker: null });
    expect(sale.ok({ type: 'pass' }).map((event) => event.type)).toEqual(['lot_passed', 'lot_passed']);
    expect(sale.state.results['lot-2']?.outcome).toBe('passed');
    expect(sale.lot?.status).toBe('sold');
    expect(sale.refused({ type: 'take_choice', lotIds: ['lot-2'], taker: null }).code).toBe('NO_CHOICE');
  });

  it('can be reopened before anyone takes a lot, and bidding goes on', () => {
    const sale = choiceSale();
    hammerToAnn(sale);
    sale.ok({ type: 'reopen' });
    expect(sale.lot).toMatchObject({ status: 'open' });
    expect(sale.lot?.choice).toBeUndefined();
    sale.ok({ type: 'floor_bid', amountCents: 22_500, paddle: 42 });
    expect(sale.ok({ type: 'sold' })[0]).toMatchObject({
      type: 'choice_offered',
      amountCents: 22_500,
      paddle: 42,
    });
  });

  it('refuses a take with no lots, a lot outside the group and a take with no choice on the block', () => {
    const sale = choiceSale();
    expect(sale.refused({ type: 'take_choice', lotIds: ['lot-2'], taker: null }).message).toBe(
      'No choice lot is being taken.',
    );
    hammerToAnn(sale);
    expect(sale.refused({ type: 'take_choice', lotIds: [], taker: null }).message).toBe(
      'Pick at least one lot to take.',
    );
    expect(sale.refused({ type: 'take_choice', lotIds: ['lot-5'], taker: null }).message).toBe(
      'Lot 5 is not in this choice.',
    );
  });
});
