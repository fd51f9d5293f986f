import type { LotGroup } from '@auction/contracts';

/** A sale's choices; groups of other kinds are not set up here. */
export const choicesOf = (groups: LotGroup[]) => groups.filter((group) => group.kind === 'choice');

/** "Lots 2, 3, 4": the lot numbers in sale order. */
export const choiceLotNumbers = (group: LotGroup) =>
  `Lots ${group.lots.map((lot) => lot.lot_number).join(', ')}`;

/** "Choice 2-4": from the lot put on the block to the last one of the choice. */
export function choiceBadgeLabel(group: LotGroup): string {
  const first = group.lots[0]?.lot_number ?? '';
  const last = group.lots.at(-1)?.lot_number ?? first;
  return `Choice ${first}-${last}`;
}

/** Each lot in a choice, by lot id, with the badge the lot table shows next to its number. */
export function choiceBadgesByLot(groups: LotGroup[]): Map<string, string> {
  const badges = new Map<string, string>();
  for (const group of choicesOf(groups)) {
    const label = choiceBadgeLabel(group);
    for (const lot of group.lots) badges.set(lot.lot_id, label);
  }
  return badges;
}
