import { useState } from 'react';

/**
 * The lots in the order staff are arranging, before it is saved: ids that appeared since are
 * added at the end, ids that went away are dropped.
 */
export function inSaleOrder<T extends { id: string }>(lots: T[], order: string[] | null): T[] {
  if (!order) return lots;
  const byId = new Map(lots.map((lot) => [lot.id, lot]));
  const arranged = order.map((id) => byId.get(id)).filter((lot): lot is T => lot !== undefined);
  const placed = new Set(order);
  return [...arranged, ...lots.filter((lot) => !placed.has(lot.id))];
}

/** An unsaved new sale order, with the sentence a screen reader hears after each move. */
export function useSaleOrder(lots: { id: string }[]) {
  const [order, setOrder] = useState<string[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  return {
    order,
    announcement,
    announce: setAnnouncement,
    move(from: number, to: number) {
      const ids = inSaleOrder(lots, order).map((lot) => lot.id);
      const [moved] = ids.splice(from, 1);
      if (moved === undefined) return;
      ids.splice(to, 0, moved);
      const unchanged = ids.every((id, index) => lots[index]?.id === id);
      setOrder(unchanged ? null : ids);
    },
    reset() {
      setOrder(null);
    },
  };
}
