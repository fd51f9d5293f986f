import type { Lot } from '@auction/contracts';

export function isLotBiddable(lot: Lot): boolean {
  return lot.status === 'open' || lot.status === 'upcoming';
}
