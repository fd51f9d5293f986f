import { z } from 'zod';
import { onOneLine, uuidSchema } from './fields';
import { cents, dollarsInCents } from './money';
import { pageQuerySchema } from './pagination';

export const lotStatuses = ['upcoming', 'open', 'sold', 'passed', 'withdrawn'] as const;
export const lotStatusSchema = z.enum(lotStatuses);
export type LotStatus = z.infer<typeof lotStatusSchema>;
/** A lot whose bidding is over: the grid lists these after the open ones, or alone. */
export const closedLotStatuses = ['sold', 'passed'] as const satisfies readonly LotStatus[];

/** The three WebP sizes of a picture (see `pictureWidths`). */
export const pictureVariantsSchema = z.object({ thumb: z.string(), medium: z.string(), large: z.string() });

/** The three WebP sizes of a photo, and the original's size for the gallery's aspect ratio. */
export const lotImageSchema = pictureVariantsSchema.extend({
  width: z.number().int(),
  height: z.number().int(),
});
export type LotImage = z.infer<typeof lotImageSchema>;

/** Public answer: the spec's Lot fields; the reserve itself is never in it, only whether it is met. */
export const lotSchema = z.object({
  id: z.uuid(),
  auction_id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  lotNumber: z.string(),
  sale_order: z.number().int(),
  description: z.string(),
  currentBid: z.number().nullable(),
  startingBid: z.number(),
  currency: z.literal('CAD'),
  bidCount: z.number().int(),
  /** The least a new bid may be (dollars), by the auction's own increment profile. */
  minimum_next_bid: z.number(),
  images: z.array(lotImageSchema),
  status: lotStatusSchema,
  brand: z.string(),
  condition: z.string(),
  quantity: z.number().int(),
  /** A quantity lot: bids and prices are per unit and the winner takes all `quantity` units. */
  per_unit: z.boolean(),
  endDate: z.string().nullable(),
  has_reserve: z.boolean(),
  reserve_met: z.boolean(),
  category: z.string().nullable(),
});
export type Lot = z.infer<typeof lotSchema>;

/** One lot's own answer: its description also as the safe HTML its page shows (decision 0081). */
export const lotDetailSchema = lotSchema.extend({ description_html: z.string() });
export type LotDetail = z.infer<typeof lotDetailSchema>;

/** Staff see the reserve, the consignor and the ids of the images (in gallery order) to remove them. */
export const staffLotSchema = lotSchema.extend({
  reserve_cents: z.number().int().nullable(),
  consignor_id: z.uuid().nullable(),
  image_ids: z.array(z.uuid()),
});
export type StaffLot = z.infer<typeof staffLotSchema>;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} may not be longer than ${max} characters.`);
const line = (label: string, max: number) => text(label, max).check(onOneLine);

/** The house's lot number: digits with up to two letters (`12`, `12A`), kept in upper case. */
export const lotNumberSchema = z
  .string({ error: 'The lot number is required.' })
  .trim()
  .check(onOneLine)
  .regex(/^[0-9]{1,6}[A-Za-z]{0,2}$/, 'The lot number must be digits with up to two letters, e.g. 12 or 12A.')
  .transform((number) => number.toUpperCase());

export const lotBodySchema = z.object({
  title: z
    .string({ error: 'The title is required.' })
    .trim()
    .check(onOneLine)
    .min(2, 'The title must be at least 2 characters.')
    .max(200, 'The title may not be longer than 200 characters.'),
  lot_number: lotNumberSchema,
  description: text('The description', 20_000).default(''),
  brand: line('The brand', 120).default(''),
  condition: line('The condition', 300).default(''),
  quantity: z
    .number({ error: 'The quantity must be a number.' })
    .int('The quantity must be a whole number.')
    .min(1, 'The quantity must be at least 1.')
    .max(10_000, 'The quantity is too large.')
    .default(1),
  per_unit: z.boolean({ error: 'Say whether bids are per unit.' }).default(false),
  startingBid: dollarsInCents('The starting bid').refine(
    (c) => c >= 100,
    'The starting bid must be at least $1.00.',
  ),
  reserve_cents: cents('The reserve').nullable().default(null),
  category_id: uuidSchema.nullable().default(null),
  consignor_id: uuidSchema.nullable().default(null),
});
export type LotBody = z.infer<typeof lotBodySchema>;
export const lotUpdateBodySchema = lotBodySchema.partial();
export type LotUpdateBody = z.infer<typeof lotUpdateBodySchema>;

export const lotReorderBodySchema = z.object({
  lot_ids: z
    .array(uuidSchema, { error: 'List the lots in their new order.' })
    .min(1, 'List the lots in their new order.')
    .max(5_000)
    .refine((ids) => new Set(ids).size === ids.length, 'A lot may appear only once.'),
});

export const lotImageOrderBodySchema = z.object({
  image_ids: z
    .array(uuidSchema, { error: 'List the images in their new order.' })
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'An image may appear only once.'),
});

export const lotBulkPricesBodySchema = z.object({
  lots: z
    .array(
      z.object({
        id: uuidSchema,
        startingBid: dollarsInCents('The starting bid')
          .refine((c) => c >= 100, 'The starting bid must be at least $1.00.')
          .optional(),
        reserve_cents: cents('The reserve').nullable().optional(),
      }),
      { error: 'List the lots to change.' },
    )
    .min(1, 'List the lots to change.')
    .max(5_000),
});

export const lotSorts = ['lot_number', 'ending_soonest', 'price_low', 'price_high'] as const;
/** Which lots a list shows: all of them, the ones still open for bidding, or the closed ones. */
export const lotStates = ['all', 'open', 'closed'] as const;
export const lotListQuerySchema = pageQuerySchema.extend({
  per_page: z.coerce.number().int().min(1).max(200).default(60),
  q: z.string().trim().max(100, 'The search may not be longer than 100 characters.').optional(),
  category: z.string().max(80).optional(),
  sort: z.enum(lotSorts, { error: 'Not a valid sort.' }).default('lot_number'),
  state: z.enum(lotStates, { error: 'Show all, open or closed lots.' }).default('all'),
});
export type LotListQuery = z.infer<typeof lotListQuerySchema>;

export const bidHistoryItemSchema = z.object({
  id: z.uuid(),
  amount: z.number(),
  kind: z.enum(['max', 'proxy']),
  bidder: z.string(),
  seq: z.number().int(),
  created_at: z.string(),
});
export type BidHistoryItem = z.infer<typeof bidHistoryItemSchema>;
