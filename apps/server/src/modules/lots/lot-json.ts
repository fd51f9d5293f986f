import { centsToDollars, type Lot, type StaffLot } from '@auction/contracts';
import type { LotImageRow } from '../../db/schema';
import type { MediaStore } from '../media/media-store';
import type { LotWithCategory } from './lots.repository';

export function reserveMet(
  lot: Pick<LotWithCategory, 'reserve_cents' | 'current_price_cents' | 'bid_count'>,
): boolean {
  if (lot.reserve_cents === null) return true;
  return lot.bid_count > 0 && (lot.current_price_cents ?? 0) >= lot.reserve_cents;
}

/** The public view: whether the reserve is met, never the reserve. */
export function toLotJson(lot: LotWithCategory, images: LotImageRow[], media: MediaStore): Lot {
  return {
    id: lot.id,
    auction_id: lot.auction_id,
    slug: lot.slug,
    title: lot.title,
    lotNumber: lot.lot_number,
    sale_order: lot.sale_order,
    description: lot.description,
    currentBid: lot.current_price_cents === null ? null : centsToDollars(lot.current_price_cents),
    startingBid: centsToDollars(lot.starting_bid_cents),
    currency: 'CAD',
    bidCount: lot.bid_count,
    images: images.map((image) => ({
      thumb: media.url(image.thumb_key),
      medium: media.url(image.medium_key),
      large: media.url(image.large_key),
      width: image.width,
      height: image.height,
    })),
    status: lot.status,
    brand: lot.brand,
    condition: lot.condition,
    quantity: lot.quantity,
    endDate: lot.end_at?.toISOString() ?? null,
    has_reserve: lot.reserve_cents !== null,
    reserve_met: reserveMet(lot),
    category: lot.category_name,
  };
}

export function toStaffLotJson(lot: LotWithCategory, images: LotImageRow[], media: MediaStore): StaffLot {
  return {
    ...toLotJson(lot, images, media),
    reserve_cents: lot.reserve_cents,
    consignor_id: lot.consignor_id,
    image_ids: images.map((image) => image.id),
  };
}
