import type { LiveCommand } from '../live-sale/live-sale-types';
import type { ClerkAction } from './types';

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The live-sale command a confirmed proposal becomes (amounts from dollars to cents), or null for
 * `none`. "Sold to the internet" sells to the high bidder, so it names no paddle; a lot number
 * heard with "next lot" is shown to the clerk but the sale simply moves to the next lot.
 */
export function clerkActionToLiveCommand(action: ClerkAction): LiveCommand | null {
  switch (action.type) {
    case 'set_asking_price':
      return { type: 'set_asking_price', amountCents: cents(action.amount) };
    case 'floor_bid':
      return { type: 'floor_bid', amountCents: cents(action.amount), paddle: action.paddle ?? null };
    case 'fair_warning':
      return { type: 'fair_warning' };
    case 'sold':
      return {
        type: 'sold',
        paddle: action.to === 'internet' ? null : (action.paddle ?? null),
        amountCents: action.amount === undefined ? null : cents(action.amount),
      };
    case 'pass':
      return { type: 'pass' };
    case 'next_lot':
      return { type: 'next_lot' };
    case 'none':
      return null;
  }
}
