import type { Auction } from '@auction/contracts';

/**
 * A timed sale whose lots close one after another: the first at `endDate`, the last at
 * `lastLotEndDate`. Null for a live sale or when every lot closes at once.
 */
export function staggeredClosing(
  auction: Pick<Auction, 'type' | 'endDate' | 'lastLotEndDate'>,
): { first: string; last: string } | null {
  const { type, endDate, lastLotEndDate } = auction;
  if (type !== 'timed' || !endDate || !lastLotEndDate) return null;
  if (Date.parse(lastLotEndDate) <= Date.parse(endDate)) return null;
  return { first: endDate, last: lastLotEndDate };
}
