import type { LiveSnapshot } from '@auction/contracts';
import { sourceText } from './labels';

type LotOnBlock = NonNullable<LiveSnapshot['current_lot']>;
type ChoiceLot = NonNullable<LotOnBlock['choice_lots']>[number];

/** "12, 13, 14": the lots a choice lot offers, in sale order; null for a lot sold on its own. */
export function choiceLotNumbers(lot: LotOnBlock): string | null {
  const lots = lot.choice_lots ?? [];
  return lots.length > 1 ? lots.map((entry) => entry.lot_number).join(', ') : null;
}

/** The lots of the choice on the block no one has taken yet, in sale order. */
export function lotsLeftOf(lot: LotOnBlock): ChoiceLot[] {
  const left = lot.choice?.remaining_lot_ids ?? [];
  return (lot.choice_lots ?? []).filter((entry) => left.includes(entry.lot_id));
}

/** "paddle 5", or "the floor bidder" when the hammer fell to no paddle. */
export function buyerText(buyer: { source: keyof typeof sourceText; paddle: number | null }): string {
  return buyer.paddle === null
    ? `the ${sourceText[buyer.source].toLowerCase()} bidder`
    : `paddle ${buyer.paddle}`;
}

/** Each lot of the choice taken so far and who took it ("12", "paddle 5"), in the order taken. */
export function takesOf(room: LiveSnapshot): { lotId: string; lotNumber: string; by: string }[] {
  const taken = room.current_lot?.choice?.taken_lot_ids ?? [];
  return room.results.flatMap((result) =>
    result.outcome === 'sold' && result.source && taken.includes(result.lot_id)
      ? [
          {
            lotId: result.lot_id,
            lotNumber: result.lot_number,
            by: buyerText({ source: result.source, paddle: result.paddle }),
          },
        ]
      : [],
  );
}
