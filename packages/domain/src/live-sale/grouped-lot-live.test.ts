import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SaleDriver, saleContext } from '../../test/live-sale/live-sale-test-kit';
import type { GroupSplitRule } from '../grouped-lot';
import { foldLiveEvents } from './apply-live-event';
import type { LiveSaleContext } from './live-sale-types';

const ann = { source: 'internet' as const, bidderId: 'ann', paddle: 7001 };

/** Lots 1..5 where 2, 3 and 4 are sold together, on the block as lot 2 (estimates $100, $200, $300). */
function groupedSale(rule: GroupSplitRule = 'estimate'): SaleDriver {
  const base = saleContext(5);
  const lotIds = ['lot-2', 'lot-3', 'lot-4'];
  const parts = lotIds.map((id, index) => ({ lotNumber: id.slice(4), estimateCents: (index + 1) * 10_000 }));
  const group = { kind: 'grouped' as const, leadId: 'lot-2', lotIds, split: { rule, parts } };
  const context: LiveSaleContext = {
    ...base,
    lots: base.lots.map((lot) => (lotIds.includes(lot.lotId) ? { ...lot, group } : lot)),
  };
  const sale = new SaleDriver(context);
  sale.ok({ type: 'next_lot' });
  sale.ok({ type: 'pass' });
  sale.ok({ type: 'next_lot' });
  return sale;
}

describe('a grouped lot in the live sale', () => {
  it('goes on the block as its first lot; its other lots are never offered alone', () => {
    const sale = groupedSale();
    expect(sale.lot?.lotId).toBe('lot-2');
    expect(sale.refused({ type: 'open_lot', lotId: 'lot-3' }).code).toBe('LOT_STILL_OPEN');
    sale.ok({ type: 'floor_bid', amountCents: 30_000, paddle: 12 });
    sale.ok({ type: 'sold' });
    sale.ok({ type: 'next_lot' });
    expect(sale.lot?.lotId).toBe('lot-5');
  });

  it('refuses to open another lot of the group alone, naming the lot that opens it', () => {
    const sale = groupedSale();
    sale.ok({ type: 'pass' });
    expect(sale.refused({ type: 'open_lot', lotId: 'lot-4' }).message).toBe('Lot 4 has already passed.');
    const fresh = new SaleDriver(groupedSale().context);
    expect(fresh.refused({ type: 'open_lot', lotId: 'lot-3' }).message).toBe(
      'Lot 3 is sold together with lot 2: open lot 2.',
    );
  });

  it('sells every lot of the group to the buyer for one hammer, split by estimate to the cent', () => {
    const sale = groupedSale('estimate');
    sale.ok({ type: 'internet_bid', lotId: 'lot-2', amountCents: 20_000, ...ann });
    const events = sale.ok({ type: 'sold' });
    expect(events).toEqual([
      {
        type: 'lot_sold',
        lotId: 'lot-2',
        amountCents: 3_333,
        ...ann,
        group: { lotIds: ['lot-2', 'lot-3', 'lot-4'], hammerCents: 20_000 },
      },
      { type: 'lot_sold', lotId: 'lot-3', amountCents: 6_667, ...ann },
      { type: 'lot_sold', lotId: 'lot-4', amountCents: 10_000, ...ann },
    ]);
    expect(sale.lot).toMatchObject({ lotId: 'lot-2', status: 'sold', together: { hammerCents: 20_000 } });
    expect(Object.keys(sale.state.results).sort()).toEqual(['lot-1', 'lot-2', 'lot-3', 'lot-4']);
  });

  it('splits equally when the house says so', () => {
    const sale = groupedSale('equal');
    sale.ok({ type: 'floor_bid', amountCents: 20_000, paddle: 12 });
    const amounts = sale
      .ok({ type: 'sold' })
      .map((event) => ('amountCents' in event ? event.amountCents : 0));
    expect(amounts).toEqual([6_667, 6_667, 6_666]);
  });

  it('passes and reopens as one', () => {
    const sale = groupedSale();
    const passed = sale.ok({ type: 'pass' });
    expect(passed.map((event) => [event.type, 'lotId' in event ? event.lotId : null])).toEqual([
      ['lot_passed', 'lot-2'],
      ['lot_passed', 'lot-3'],
      ['lot_passed', 'lot-4'],
    ]);
    const [reopened] = sale.ok({ type: 'reopen' });
    expect(reopened).toEqual({ type: 'lot_reopened', lotId: 'lot-2', lotIds: ['lot-3', 'lot-4'] });
    expect(sale.state.results['lot-3']).toBeUndefined();
    sale.ok({ type: 'floor_bid', amountCents: 30_000, paddle: 12 });
    sale.ok({ type: 'sold' });
    sale.ok({ type: 'reopen' });
    expect(Object.keys(sale.state.results)).toEqual(['lot-1']);
    sale.ok({ type: 'sold' });
    const [ended] = sale.ok({ type: 'end_sale' });
    expect(ended).toMatchObject({ type: 'sale_ended', passedLotIds: ['lot-5'] });
    expect(foldLiveEvents(sale.log)).toEqual(sale.state);
  });

  it('never sells a lot twice and its parts always add up to the hammer (any hammer, either rule)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 50_000_000 }),
        fc.constantFrom<GroupSplitRule>('equal', 'estimate'),
        fc.boolean(),
        (hammer, rule, reopenFirst) => {
          const sale = groupedSale(rule);
          sale.ok({ type: 'floor_bid', amountCents: Math.max(hammer, 20_000), paddle: 12 });
          if (reopenFirst) {
            sale.ok({ type: 'sold' });
            sale.ok({ type: 'reopen' });
          }
          const events = sale.ok({ type: 'sold' });
          const sold = sale.log.filter((event) => event.type === 'lot_sold');
          const lots = events.map((event) => ('lotId' in event ? event.lotId : ''));
          expect(new Set(lots).size).toBe(3);
          const total = events.reduce(
            (sum, event) => sum + ('amountCents' in event ? event.amountCents : 0),
            0,
          );
          expect(total).toBe(Math.max(hammer, 20_000));
          expect(sold.length).toBe(reopenFirst ? 6 : 3);
          expect(foldLiveEvents(sale.log)).toEqual(sale.state);
        },
      ),
      { numRuns: 200 },
    );
  });
});
