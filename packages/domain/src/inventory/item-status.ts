/** An inventory item's status (the same list as the contracts' `inventoryStatuses`). */
export type ItemStatus = 'in_stock' | 'in_auction' | 'sold' | 'unsold' | 'returned' | 'buy_now';

/**
 * The status changes staff may make by hand. `in_auction` and `sold` belong to the system: an item
 * goes into an auction when it is lotted and is sold when its lot is hammered or bought, so no
 * hand moves it into or out of them.
 */
const byHand: Record<ItemStatus, readonly ItemStatus[]> = {
  in_stock: ['buy_now', 'returned'],
  buy_now: ['in_stock', 'returned'],
  unsold: ['in_stock', 'buy_now', 'returned'],
  returned: ['in_stock'],
  in_auction: [],
  sold: [],
};

/** The statuses staff may move an item in `from` to, in the order a menu shows them. */
export function manualStatusChanges(from: ItemStatus): readonly ItemStatus[] {
  return byHand[from];
}

export type StatusChangeRefusal =
  | 'system_only'
  | 'same_status'
  | 'not_allowed'
  | 'reason_required'
  | 'buy_now_price_required';

/**
 * Why staff may not move an item from `from` to `to` by hand, or null when they may. Returning
 * goods to the consignor needs a reason; offering an item for buy-now needs its price.
 */
export function statusChangeRefusal(change: {
  from: ItemStatus;
  to: ItemStatus;
  reason: string;
  buyNowPriceCents: number | null;
}): StatusChangeRefusal | null {
  const { from, to } = change;
  if (from === to) return 'same_status';
  if (from === 'in_auction' || from === 'sold' || to === 'in_auction' || to === 'sold') return 'system_only';
  if (!byHand[from].includes(to)) return 'not_allowed';
  if (to === 'returned' && change.reason.trim() === '') return 'reason_required';
  if (to === 'buy_now' && !change.buyNowPriceCents) return 'buy_now_price_required';
  return null;
}
