import type { BuyNowCard, BuyNowItem } from '@auction/contracts';

let counter = 0;
const nextId = () => {
  counter += 1;
  return `30000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

export function buildBuyNowCard(overrides: Partial<BuyNowCard> = {}): BuyNowCard {
  return {
    id: nextId(),
    slug: 'pine-blanket-box',
    sku: 'HA-000123',
    title: 'Pine blanket box',
    price_cents: 12_500,
    category: 'Furniture',
    image: null,
    listed_at: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

export function buildBuyNowItem(overrides: Partial<BuyNowItem> = {}): BuyNowItem {
  return {
    ...buildBuyNowCard(),
    description: 'Hand-planed pine with its original hinges.',
    condition: 'Good',
    brand: 'Lunenburg joiner',
    quantity: 1,
    category_slug: 'furniture',
    images: [],
    available: true,
    tax_label: 'HST',
    tax_rate_bps: 1_400,
    tax_cents: 1_750,
    total_cents: 14_250,
    currency: 'CAD',
    ...overrides,
  };
}
