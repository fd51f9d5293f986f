/** The demo catalogue's categories, and the shape of a demo lot (`start` and `reserve` in dollars). */

export const demoCategories = [
  { slug: 'furniture', name: 'Furniture', colour: '#8c5a3c', shape: 'chair' },
  { slug: 'tools-equipment', name: 'Tools & Equipment', colour: '#d98e04', shape: 'wrench' },
  { slug: 'jewellery-watches', name: 'Jewellery & Watches', colour: '#6a4c93', shape: 'ring' },
  { slug: 'art-decor', name: 'Art & Decor', colour: '#c8553d', shape: 'frame' },
  { slug: 'collectibles', name: 'Collectibles', colour: '#2a9d8f', shape: 'star' },
  { slug: 'electronics', name: 'Electronics', colour: '#264653', shape: 'screen' },
  { slug: 'vehicles-marine', name: 'Vehicles & Marine', colour: '#1d3557', shape: 'boat' },
  { slug: 'kitchen-restaurant', name: 'Kitchen & Restaurant', colour: '#588157', shape: 'pot' },
] as const;
export type DemoCategorySlug = (typeof demoCategories)[number]['slug'];

export interface DemoLot {
  title: string;
  category: DemoCategorySlug;
  brand?: string;
  condition: string;
  detail: string;
  start: number;
  reserve?: number;
  /** A quantity lot: `quantity` units bid per unit. */
  perUnit?: boolean;
  quantity?: number;
  /** Catalogued after the lot before it: numbered with a suffix (60A) instead of the next number. */
  addedLate?: boolean;
  /** Offered in one choice with the lots next to it that are marked the same (live sales). */
  choice?: boolean;
}

/** The house's numbers of a sale's demo lots in sale order: 1, 2, ... with 12A for a lot added late. */
export function demoLotNumbers(lots: readonly DemoLot[]): string[] {
  let number = 0;
  let suffix = 0;
  return lots.map((lot) => {
    if (lot.addedLate && number > 0) {
      suffix += 1;
      return `${number}${String.fromCharCode(64 + suffix)}`;
    }
    number += 1;
    suffix = 0;
    return String(number);
  });
}
