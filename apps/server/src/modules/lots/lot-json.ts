import { centsToDollars, type Lot, type StaffLot } from '@auction/contracts';
import { type IncrementProfile, minimumNextBidCents } from '@auction/domain';
import type { LotImageRow } from '../../db/schema';
import type { MediaStore } from '../media/media-store';
import type { LotWithCategory } from './lots.repository';

export function reserveMet(
  lot: Pick<LotWithCategory, 'reserve_cents' | 'current_price_cents' | 'bid_count'>,
): boolean {
  if (lot.reserve_cents === null) return true;
  return lot.bid_count > 0 && (lot.current_price_cents ?? 0) >= lot.reserve_cents;
}

/** What a lot is shown with besides its row: its pictures and its auction's increment profile. */
export interface LotExtras {
  images: LotImageRow[];
  increments: IncrementProfile;
}

/** The public view: whether the reserve is met, never the reserve. */
export function toLotJson(lot: LotWithCategory, { images, increments }: LotExtras, media: MediaStore): Lot {
  const standing = {
    startingBidCents: lot.starting_bid_cents,
    priceCents: lot.current_price_cents ?? 0,
    highBidderId: lot.high_bidder_id,
  };
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
    minimum_next_bid: centsToDollars(minimumNextBidCents(standing, increments)),
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
    per_unit: lot.per_unit,
    endDate: lot.end_at?.toISOString() ?? null,
    has_reserve: lot.reserve_cents !== null,
    reserve_met: reserveMet(lot),
    category: lot.category_name,
  };
}

export function toStaffLotJson(lot: LotWithCategory, extras: LotExtras, media: MediaStore): StaffLot {
  return {
    ...toLotJson(lot, extras, media),
    reserve_cents: lot.reserve_cents,
    consignor_id: lot.consignor_id,
    image_ids: extras.images.map((image) => image.id),
  };
}
