import type { LotGroup } from '@auction/contracts';

/** How a group sells, as the list says it. */
export const groupWay = (group: LotGroup) =>
  group.kind === 'choice'
    ? 'the winner picks'
    : `one hammer, split ${group.split_rule === 'estimate' ? 'by estimate' : 'equally'}`;

/** "Lots 2, 3, 4": the lot numbers in sale order. */
export const choiceLotNumbers = (group: LotGroup) =>
  `Lots ${group.lots.map((lot) => lot.lot_number).join(', ')}`;

/** "Choice 2-4" or "Together 2-4": from the lot put on the block to the last one of the group. */
export function choiceBadgeLabel(group: LotGroup): string {
  const first = group.lots[0]?.lot_number ?? '';
  const last = group.lots.at(-1)?.lot_number ?? first;
  return `${group.kind === 'choice' ? 'Choice' : 'Together'} ${first}-${last}`;
}

/** Each lot offered with others, by lot id, with the badge the lot table shows next to its number. */
export function choiceBadgesByLot(groups: LotGroup[]): Map<string, string> {
  const badges = new Map<string, string>();
  for (const group of groups) {
    const label = choiceBadgeLabel(group);
    for (const lot of group.lots) badges.set(lot.lot_id, label);
  }
  return badges;
}
