import { closedLotStatuses, type Lot, lotSorts } from '@auction/contracts';
import { compareLotNumbers } from '@auction/domain';

export type LotSort = (typeof lotSorts)[number];

export function isLotSort(value: string): value is LotSort {
  return (lotSorts as readonly string[]).includes(value);
}

const priceOf = (lot: Lot) => lot.currentBid ?? lot.startingBid;
const endOf = (lot: Lot) => (lot.endDate ? Date.parse(lot.endDate) : Number.POSITIVE_INFINITY);
const closedOf = (lot: Lot) => ((closedLotStatuses as readonly string[]).includes(lot.status) ? 1 : 0);

/**
 * The grid's order, the same the server pages by: lot numbers in natural order (12 < 12A < 13),
 * and every other order falls back on it so ties stay put. Ending soonest lists the lots still
 * open before the closed ones.
 */
export function sortLots(lots: readonly Lot[], sort: LotSort): Lot[] {
  const byNumber = (a: Lot, b: Lot) => compareLotNumbers(a.lotNumber, b.lotNumber);
  const compare = {
    lot_number: byNumber,
    ending_soonest: (a: Lot, b: Lot) => closedOf(a) - closedOf(b) || endOf(a) - endOf(b) || byNumber(a, b),
    price_low: (a: Lot, b: Lot) => priceOf(a) - priceOf(b) || byNumber(a, b),
    price_high: (a: Lot, b: Lot) => priceOf(b) - priceOf(a) || byNumber(a, b),
  }[sort];
  return [...lots].sort(compare);
}
