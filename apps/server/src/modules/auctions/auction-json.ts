import { type Auction, centsToDollars, type PictureVariants } from '@auction/contracts';
import { type IncrementProfile, paymentDueOf } from '@auction/domain';
import type { AuctionRow, CategoryRow } from '../../db/schema';
import { toCategoryJson } from '../categories/category-json';
import { coverVariantsOf } from '../media/cover-variants';
import type { AuctionLotStats } from './auctions.repository';

/** What an auction's buyer terms fall back to: the house's payment days and pickup hours. */
export interface HouseBuyerTerms {
  paymentTermsDays: number;
  /** The pickup hours in words, a line each. */
  pickupHours: string[];
}

/**
 * An auction as the API answers it. `lotCover` is shown when the auction has no cover picture of
 * its own (its first lot's picture, for the public), so no card falls back to the placeholder
 * while a lot has a picture.
 */
export function toAuctionJson(
  row: AuctionRow,
  stats: AuctionLotStats | undefined,
  categories: CategoryRow[],
  increments: IncrementProfile,
  house: HouseBuyerTerms,
  lotCover: PictureVariants | null = null,
): Auction {
  const cover = row.image
    ? { image: row.image, image_variants: coverVariantsOf(row.image) }
    : { image: lotCover?.medium ?? null, image_variants: lotCover };
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    type: row.type,
    status: row.status,
    startDate: row.start_at?.toISOString() ?? null,
    endDate: row.end_at?.toISOString() ?? null,
    lastLotEndDate: stats?.last_end_at?.toISOString() ?? null,
    totalLots: stats?.total ?? 0,
    minBid: stats?.min_cents == null ? null : centsToDollars(stats.min_cents),
    maxBid: stats?.max_cents == null ? null : centsToDollars(stats.max_cents),
    category: categories[0]?.name ?? null,
    image: cover.image,
    image_variants: cover.image_variants,
    terms: row.terms,
    pickup_info: row.pickup_info,
    payment_due_hours: row.payment_due_hours,
    pickup_window: row.pickup_window,
    shipping_offered: row.shipping_offered,
    buyer_terms: {
      payment_due: paymentDueOf(row.payment_due_hours, house.paymentTermsDays),
      pickup: row.pickup_window,
      house_pickup_hours: row.pickup_window === null ? house.pickupHours : [],
      shipping_offered: row.shipping_offered,
    },
    location: row.location,
    time_zone: row.time_zone,
    buyer_premium: row.buyer_premium,
    soft_close_window_seconds: row.soft_close_window_seconds,
    soft_close_extension_seconds: row.soft_close_extension_seconds,
    stagger_seconds: row.stagger_seconds,
    requires_approval: row.requires_approval,
    deposit_cents: row.deposit_cents,
    card_on_file_required: row.card_on_file_required,
    video_url: row.video_url,
    increment_profile_id: row.increment_profile_id,
    increments: increments.map((step) => ({
      from_amount: centsToDollars(step.fromCents),
      increment: centsToDollars(step.incrementCents),
    })),
    categories: categories.map(toCategoryJson),
  };
}
