import type { LiveSnapshot } from '@auction/contracts';

type LotOnBlock = NonNullable<LiveSnapshot['current_lot']>;

/** "12, 13, 14": the lots a grouped lot sells together for one hammer; null for a lot sold alone. */
export function groupedLotNumbers(lot: LotOnBlock): string | null {
  const lots = lot.grouped_lots ?? [];
  return lots.length > 1 ? lots.map((entry) => entry.lot_number).join(', ') : null;
}

/** A grouped lot's whole hammer once it has fallen (its lots each have a part of it); null before. */
export function groupedHammerOf(lot: LotOnBlock): number | null {
  if (lot.status !== 'sold' || !groupedLotNumbers(lot)) return null;
  return lot.together?.hammer ?? lot.high_bid?.amount ?? null;
}

export interface GroupedShare {
  lotId: string;
  lotNumber: string;
  title: string;
  /** The lot's part of the hammer, split by the house's rule; null until the hammer falls. */
  share: number | null;
}

/** Each lot of the grouped lot on the block, with its part of the hammer once sold (from the results). */
export function groupedSharesOf(room: LiveSnapshot): GroupedShare[] {
  const lot = room.current_lot;
  if (!lot || !groupedLotNumbers(lot)) return [];
  const sold = groupedHammerOf(lot) !== null;
  return (lot.grouped_lots ?? []).map((entry) => {
    const result = room.results.find((candidate) => candidate.lot_id === entry.lot_id);
    return {
      lotId: entry.lot_id,
      lotNumber: entry.lot_number,
      title: entry.title,
      share: sold && result?.outcome === 'sold' ? result.hammer_price : null,
    };
  });
}
