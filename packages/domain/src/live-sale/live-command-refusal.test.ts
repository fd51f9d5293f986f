import { describe, expect, it } from 'vitest';
import { SaleDriver, saleContext } from '../../test/live-sale/live-sale-test-kit';
import { liveBlockRefusal, liveCommandRefusal } from './live-command-refusal';
import type { LiveCommand } from './live-sale-types';

const hammer: LiveCommand[] = [
  { type: 'fair_warning' },
  { type: 'sold' },
  { type: 'pass' },
  { type: 'undo' },
];
const refusalsOf = (sale: SaleDriver, commands: LiveCommand[]) =>
  commands.map((command) => liveCommandRefusal(sale.state, command, sale.context)?.message ?? null);

describe('which clerk commands apply, and why not', () => {
  it('offers no hammer before the sale, with no lot open, or once the lot is sold', () => {
    const sale = new SaleDriver(saleContext(2));
    expect(refusalsOf(sale, hammer)).toEqual(Array(4).fill('The sale has not started.'));
    expect(liveCommandRefusal(sale.state, { type: 'next_lot' }, sale.context)).toBeNull();

    sale.ok({ type: 'next_lot' });
    expect(refusalsOf(sale, hammer)).toEqual([
      null,
      'There is no bid to sell to: pass the lot or take a bid.',
      null,
      'There is no bid to undo.',
    ]);
    expect(liveCommandRefusal(sale.state, { type: 'next_lot' }, sale.context)).toEqual({
      code: 'LOT_STILL_OPEN',
      message: 'Lot 1 is still open: sell or pass it first.',
    });

    expect(liveBlockRefusal(sale.state, sale.context)).toBeNull();
    sale.ok({ type: 'floor_bid', amountCents: 10_000 });
    sale.ok({ type: 'sold' });
    expect(refusalsOf(sale, hammer)).toEqual(Array(4).fill('This lot is already sold.'));
    expect(liveBlockRefusal(sale.state, sale.context)?.message).toBe('This lot is already sold.');
    expect(refusalsOf(sale, [{ type: 'reopen' }, { type: 'next_lot' }])).toEqual([null, null]);
  });

  it('offers only Resume while the sale is paused', () => {
    const sale = new SaleDriver(saleContext(1));
    sale.ok({ type: 'next_lot' });
    sale.ok({ type: 'pause' });
    expect(refusalsOf(sale, hammer)).toEqual(Array(4).fill('Bidding is paused.'));
    expect(refusalsOf(sale, [{ type: 'pause' }, { type: 'resume' }])).toEqual([
      'Bidding is already paused.',
      null,
    ]);
  });
});
