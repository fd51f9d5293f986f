import type { Lot } from '@auction/contracts';
import { describe, expect, it } from 'vitest';
import { buildLot } from '../../../test/catalogue-factories';
import { mapLotsIn } from './map-lots';

const raise = (lot: Lot): Lot => ({ ...lot, currentBid: 999 });

describe('mapLotsIn', () => {
  const target = buildLot({ currentBid: 10 });
  const other = buildLot({ currentBid: 20 });

  it('updates a lot itself, in a list, in a page and under `lot`', () => {
    expect(mapLotsIn(target, target.id, raise).currentBid).toBe(999);
    expect(mapLotsIn([other, target], target.id, raise).map((lot) => lot.currentBid)).toEqual([20, 999]);
    const page = { data: [other, target], meta: { total: 2 } };
    expect(mapLotsIn(page, target.id, raise)).toEqual({
      data: [other, { ...target, currentBid: 999 }],
      meta: { total: 2 },
    });
    const mine = { data: [{ lot: target, your_max: 50 }] };
    expect(mapLotsIn(mine, target.id, raise).data[0]?.lot.currentBid).toBe(999);
  });

  it('keeps extra fields of richer lot shapes', () => {
    const watched = { ...target, auction: { id: 'a', title: 'Estate' } };
    expect(mapLotsIn(watched, target.id, raise)).toEqual({ ...watched, currentBid: 999 });
  });

  it('returns the same object when the lot is not there', () => {
    const page = { data: [other], meta: { total: 1 } };
    expect(mapLotsIn(page, target.id, raise)).toBe(page);
    expect(mapLotsIn(undefined, target.id, raise)).toBeUndefined();
    const history = [{ id: target.id, amount: 10 }];
    expect(mapLotsIn(history, target.id, raise)).toBe(history);
  });
});
