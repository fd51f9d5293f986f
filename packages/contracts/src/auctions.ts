import { z } from 'zod';
import {
  auctionBuyerTermsSchema,
  paymentDueHoursSchema,
  pickupWindowBodySchema,
  pickupWindowSchema,
} from './buyer-terms';
import { instantSchema } from './calendar-date';
import { registrationStandingSchema } from './cards-deposits';
import { categorySchema } from './categories';
import { onOneLine, timeZoneSchema, uuidSchema } from './fields';
import { incrementRowSchema } from './increment-profiles';
import { listQuerySchema } from './list-query';
import { liveVideoSource, liveVideoUrlMessage } from './live-video';
import { pictureVariantsSchema } from './lots';
import { cents } from './money';
import { pageMetaSchema, pageQuerySchema } from './pagination';

export const auctionStatuses = [
  'draft',
  'scheduled',
  'open',
  'live',
  'closing',
  'closed',
  'settled',
] as const;
export const auctionStatusSchema = z.enum(auctionStatuses);
export type AuctionStatus = z.infer<typeof auctionStatusSchema>;
export const auctionTypes = ['timed', 'live'] as const;

const basisPoints = (label: string) =>
  z
    .number({ error: `${label} must be a number of basis points (1500 is 15%).` })
    .int(`${label} must be a whole number of basis points (1500 is 15%).`)
    .min(0, `${label} may not be negative.`)
    .max(10_000, `${label} may not be more than 100%.`);

/** Buyer's premium: one rate, or tiers by hammer price (the first tier from $0). */
export const buyerPremiumSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('flat'), rate_bp: basisPoints("The buyer's premium") }),
    z.object({
      kind: z.literal('tiered'),
      tiers: z
        .array(z.object({ from_cents: cents('The tier start'), rate_bp: basisPoints('The tier rate') }))
        .min(1, 'Add at least one tier, starting from $0.00.')
        .refine((tiers) => tiers[0]?.from_cents === 0, 'The first tier must start from $0.00.')
        .refine(
          (tiers) => tiers.every((tier, i) => i === 0 || tier.from_cents > (tiers[i - 1]?.from_cents ?? 0)),
          'Each tier must start higher than the one above.',
        ),
    }),
  ],
  { error: "Choose a flat buyer's premium or tiers." },
);
export type BuyerPremium = z.infer<typeof buyerPremiumSchema>;

/** Public answer: the spec's Auction fields (camelCase) and the auction house's settings. */
export const auctionSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(auctionTypes),
  status: auctionStatusSchema,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** A timed sale's lots close one after another from endDate; this is when the last one closes. */
  lastLotEndDate: z.string().nullable(),
  totalLots: z.number().int(),
  minBid: z.number().nullable(),
  maxBid: z.number().nullable(),
  category: z.string().nullable(),
  image: z.string().nullable(),
  /** The cover's three WebP sizes when it was uploaded here (null for a picture from elsewhere). */
  image_variants: pictureVariantsSchema.nullable(),
  terms: z.string(),
  pickup_info: z.string(),
  /** The sale's own buyer terms as staff set them (null: the house's); `buyer_terms` fills them in. */
  payment_due_hours: z.number().int().nullable(),
  pickup_window: pickupWindowSchema.nullable(),
  shipping_offered: z.boolean(),
  buyer_terms: auctionBuyerTermsSchema,
  location: z.string(),
  time_zone: z.string(),
  buyer_premium: buyerPremiumSchema,
  soft_close_window_seconds: z.number().int(),
  soft_close_extension_seconds: z.number().int(),
  stagger_seconds: z.number().int(),
  requires_approval: z.boolean(),
  deposit_cents: z.number().int().nullable(),
  /** Bidders save a card with Stripe when they register; the house may charge it for their invoice. */
  card_on_file_required: z.boolean(),
  video_url: z.string().nullable(),
  increment_profile_id: z.uuid().nullable(),
  /** The increments bids step by, in dollars: the auction's own profile, else the house default. */
  increments: z.array(incrementRowSchema),
  categories: z.array(categorySchema),
});
export type Auction = z.infer<typeof auctionSchema>;

/** One auction's own answer: its description also as the safe HTML its page shows (decision 0081). */
export const auctionDetailSchema = auctionSchema.extend({ description_html: z.string() });
export type AuctionDetail = z.infer<typeof auctionDetailSchema>;

/** Past auctions add what was sold. */
export const pastAuctionSchema = auctionSchema.extend({
  soldLots: z.number().int(),
  totalRealized: z.number(),
});
export type PastAuction = z.infer<typeof pastAuctionSchema>;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} may not be longer than ${max} characters.`);
const optionalLine = (label: string, max: number) => optionalText(label, max).check(onOneLine);

const dateTime = instantSchema;

const seconds = (label: string) =>
  z
    .number({ error: `${label} must be a number of seconds.` })
    .int(`${label} must be a whole number of seconds.`)
    .min(0, `${label} may not be negative.`)
    .max(86_400, `${label} may not be more than a day.`);

export const auctionBodySchema = z
  .object({
    title: z
      .string({ error: 'The title is required.' })
      .trim()
      .check(onOneLine)
      .min(3, 'The title must be at least 3 characters.')
      .max(160, 'The title may not be longer than 160 characters.'),
    description: optionalText('The description', 20_000).default(''),
    type: z.enum(auctionTypes, { error: "The type must be 'timed' or 'live'." }).default('timed'),
    start_at: dateTime('The start').nullable().default(null),
    end_at: dateTime('The end').nullable().default(null),
    terms: optionalText('The terms', 50_000).default(''),
    pickup_info: optionalText('The pickup information', 5_000).default(''),
    /** Hours after the close payment is due; null: the house's payment terms in days. */
    payment_due_hours: paymentDueHoursSchema.nullable().default(null),
    /** Null: the house's pickup hours, any day after the sale. */
    pickup_window: pickupWindowBodySchema.nullable().default(null),
    shipping_offered: z.boolean({ error: 'Say whether shipping is offered.' }).default(true),
    location: optionalLine('The location', 300).default(''),
    time_zone: timeZoneSchema.default('America/Halifax'),
    buyer_premium: buyerPremiumSchema.default({ kind: 'flat', rate_bp: 1500 }),
    soft_close_window_seconds: seconds('The soft close window').default(120),
    soft_close_extension_seconds: seconds('The soft close extension').default(120),
    stagger_seconds: seconds('The stagger interval').default(30),
    requires_approval: z.boolean().default(false),
    deposit_cents: cents('The deposit').nullable().default(null),
    card_on_file_required: z.boolean({ error: 'Say whether a card on file is required.' }).default(false),
    video_url: z
      .url({ error: 'The video URL must be a web address.' })
      .refine((url) => liveVideoSource(url) !== null, liveVideoUrlMessage)
      .nullable()
      .default(null),
    image: z.string().max(500).nullable().default(null),
    increment_profile_id: uuidSchema.nullable().default(null),
    category_ids: z.array(uuidSchema).max(20, 'Choose at most 20 categories.').default([]),
  })
  .refine((body) => !body.start_at || !body.end_at || Date.parse(body.end_at) > Date.parse(body.start_at), {
    message: 'The end must be after the start.',
    path: ['end_at'],
  });
export type AuctionBody = z.infer<typeof auctionBodySchema>;

export const auctionSorts = ['ending_soonest', 'starting_soonest', 'newest', 'title'] as const;
export const auctionListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['scheduled', 'open', 'live', 'closing'], { error: 'Not a valid status.' }).optional(),
  category: z.string().max(80).optional(),
  q: z.string().trim().max(100, 'The search may not be longer than 100 characters.').optional(),
  sort: z.enum(auctionSorts, { error: 'Not a valid sort.' }).default('ending_soonest'),
});
export type AuctionListQuery = z.infer<typeof auctionListQuerySchema>;

/** Columns the staff auction list sorts by; newest first unless asked otherwise. */
export const staffAuctionSorts = [
  'created_at',
  'title',
  'status',
  'start_at',
  'end_at',
  'total_lots',
] as const;
export type StaffAuctionSort = (typeof staffAuctionSorts)[number];

/** Staff list every auction, drafts and closed ones included, and may filter by any status. */
export const staffAuctionListQuerySchema = listQuerySchema(staffAuctionSorts, {
  sort: 'created_at',
  order: 'desc',
}).extend({
  status: z.enum(auctionStatuses, { error: 'Not a valid status.' }).optional(),
  category: z.string().max(80).optional(),
});
export type StaffAuctionListQuery = z.infer<typeof staffAuctionListQuerySchema>;

/** `{uuid}` or the SEO form `{uuid}-{slug}`. */
export const idOrSlugParamsSchema = z.object({ id: z.string().min(1).max(300) });

export const auctionRegistrationStatuses = ['pending', 'approved', 'rejected'] as const;
/** `online` (online and absentee bidders, paddles from 7000) or `floor` (taken at the desk, below 7000). */
export const auctionRegistrationKinds = ['online', 'floor'] as const;
export const auctionRegistrationSchema = z.object({
  id: z.uuid(),
  auction_id: z.uuid(),
  /** Null for a floor buyer registered at the desk without an account. */
  user_id: z.uuid().nullable(),
  kind: z.enum(auctionRegistrationKinds),
  paddle_number: z.number().int(),
  status: z.enum(auctionRegistrationStatuses),
  bidding_limit_cents: z.number().int().nullable(),
  terms_accepted_at: z.string(),
  /** The bidder's own view: the deposit, the card on file and what the registration waits for. */
  standing: registrationStandingSchema.optional(),
});
export type AuctionRegistration = z.infer<typeof auctionRegistrationSchema>;

export const registerForAuctionBodySchema = z.object({
  accept_terms: z.literal(true, { error: 'Accept the terms of this auction to register.' }),
});

export const staffRegistrationSchema = auctionRegistrationSchema.extend({
  name: z.string(),
  email: z.string(),
});

/** Columns the staff registration list sorts by; paddle order unless asked otherwise. */
export const staffRegistrationSorts = ['paddle_number', 'name', 'email', 'status', 'registered_at'] as const;
export type StaffRegistrationSort = (typeof staffRegistrationSorts)[number];

/**
 * The registrations of a sale: `q` finds a name, an e-mail or a paddle, `status` filters. Without
 * `per_page` the answer holds every registration, as it did before the list was paged.
 */
export const staffRegistrationListQuerySchema = listQuerySchema(staffRegistrationSorts, {
  sort: 'paddle_number',
}).extend({
  per_page: z.coerce.number().int().min(1).max(100).optional(),
  status: z.enum(auctionRegistrationStatuses, { error: 'Not a valid status.' }).optional(),
});
export type StaffRegistrationListQuery = z.infer<typeof staffRegistrationListQuerySchema>;

/** A page of registrations, with how many of the sale's registrations have each status. */
export const staffRegistrationPageSchema = z.object({
  data: z.array(staffRegistrationSchema),
  meta: pageMetaSchema,
  counts: z.object({
    all: z.number().int(),
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
  }),
});
export type StaffRegistrationPage = z.infer<typeof staffRegistrationPageSchema>;

export const registrationUpdateBodySchema = z
  .object({
    status: z
      .enum(auctionRegistrationStatuses, { error: 'The status must be pending, approved or rejected.' })
      .optional(),
    paddle_number: z
      .number({ error: 'The paddle number must be a number.' })
      .int('The paddle number must be a whole number.')
      .min(1, 'The paddle number must be at least 1.')
      .max(99_999, 'The paddle number may not be more than 99999.')
      .optional(),
    bidding_limit_cents: cents('The bidding limit').nullable().optional(),
  })
  .refine(
    (body) => Object.keys(body).length > 0,
    'Change the status, the paddle number or the bidding limit.',
  );
export type RegistrationUpdateBody = z.infer<typeof registrationUpdateBodySchema>;
