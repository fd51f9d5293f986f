/** Lots from inventory, and what becomes of an item after its lot (issue 11). The lotting module extends this file. */
export const unsoldItemActions = ['relist', 'return'] as const;
export type UnsoldItemAction = (typeof unsoldItemActions)[number];
