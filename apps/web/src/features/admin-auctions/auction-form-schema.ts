import { type Auction, type AuctionDefaults, auctionTypes } from '@auction/contracts';
import { z } from 'zod';
import { centsText, centsToText, toCents } from '../../lib/money-text';
import type { AuctionBodyInput } from './api/auction-mutations';
import {
  buyerTermsServerFields,
  checkBuyerTermsFields,
  toBuyerTermsBody,
  toBuyerTermsFields,
} from './buyer-terms-form-rules';
import { checkPremiumFields } from './premium-form-rules';
import { isLocalDateTime, isoToZonedLocal, zonedLocalToIso } from './zoned-time';

const seconds = (label: string) =>
  z
    .number({ error: `${label} must be a number of seconds.` })
    .int(`${label} must be a whole number of seconds.`)
    .min(0, `${label} may not be negative.`)
    .max(86_400, `${label} may not be more than a day.`);

/** A percentage with at most two decimals, e.g. "15" or "12.5". */
const percent = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, `${label} must be a percentage, e.g. 15 or 12.5.`)
    .refine((text) => Number(text) <= 100, `${label} may not be more than 100%.`);

const localTime = (label: string) =>
  z
    .string()
    .refine(
      (text) => text === '' || isLocalDateTime(text),
      `${label} must be a date and time, e.g. 2026-05-01 18:00.`,
    );

/** The auction settings as the form edits them: times on the sale's clock, money and rates as text. */
export const auctionFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(3, 'The title must be at least 3 characters.')
      .max(160, 'The title may not be longer than 160 characters.'),
    description: z.string().max(20_000, 'The description may not be longer than 20000 characters.'),
    type: z.enum(auctionTypes),
    // react-hook-form gives a lone checkbox's value (or false) rather than a list.
    category_ids: z.preprocess(
      (value) => (value === false ? [] : typeof value === 'string' ? [value] : value),
      z.array(z.string()).max(20, 'Choose at most 20 categories.'),
    ),
    location: z.string().trim().max(300, 'The location may not be longer than 300 characters.'),
    time_zone: z.string().min(1),
    start_local: localTime('The start'),
    end_local: localTime('The end'),
    stagger_seconds: seconds('The stagger interval'),
    soft_close_window_seconds: seconds('The soft close window'),
    soft_close_extension_seconds: seconds('The soft close extension'),
    increment_profile_id: z.string(),
    requires_approval: z.boolean(),
    card_on_file_required: z.boolean(),
    deposit: centsText('The deposit'),
    premium_kind: z.enum(['flat', 'tiered']),
    premium_rate: z.string(),
    premium_tiers: z.array(z.object({ from: z.string(), rate: z.string() })),
    terms: z.string().max(50_000, 'The terms may not be longer than 50000 characters.'),
    pickup_info: z.string().max(5_000, 'The pickup information may not be longer than 5000 characters.'),
    payment_due_hours: z.string(),
    pickup_kind: z.enum(['house', 'window', 'appointment']),
    pickup_from: z.string(),
    pickup_until: z.string(),
    pickup_opens: z.string(),
    pickup_closes: z.string(),
    shipping_offered: z.boolean(),
    video_url: z
      .string()
      .trim()
      .refine((text) => text === '' || URL.canParse(text), 'The video URL must be a web address.'),
  })
  .superRefine((form, ctx) => {
    if (form.start_local && form.end_local && form.end_local <= form.start_local) {
      ctx.addIssue({ code: 'custom', message: 'The end must be after the start.', path: ['end_local'] });
    }
    checkPremiumFields(form, ctx, percent);
    checkBuyerTermsFields(form, ctx);
  });
export type AuctionFormInput = z.input<typeof auctionFormSchema>;
export type AuctionFormValues = z.output<typeof auctionFormSchema>;

const HOUSE_TIME_ZONE = 'America/Halifax';
const percentOf = (bp: number) => String(bp / 100);
const basisPoints = (text: string) => Math.round(Number(text) * 100);

/** An auction's own settings; a new one starts from the house's defaults (the settings page). */
export function toFormValues(auction: Auction | null, defaults?: AuctionDefaults): AuctionFormInput {
  const zone = auction?.time_zone ?? HOUSE_TIME_ZONE;
  const premium = auction?.buyer_premium ?? defaults?.buyer_premium ?? { kind: 'flat', rate_bp: 1500 };
  return {
    title: auction?.title ?? '',
    description: auction?.description ?? '',
    type: auction?.type ?? 'timed',
    category_ids: auction?.categories.map((category) => category.id) ?? [],
    location: auction?.location ?? '',
    time_zone: zone,
    start_local: isoToZonedLocal(auction?.startDate ?? null, zone),
    end_local: isoToZonedLocal(auction?.endDate ?? null, zone),
    stagger_seconds: auction?.stagger_seconds ?? defaults?.stagger_seconds ?? 30,
    soft_close_window_seconds:
      auction?.soft_close_window_seconds ?? defaults?.soft_close_window_seconds ?? 120,
    soft_close_extension_seconds:
      auction?.soft_close_extension_seconds ?? defaults?.soft_close_extension_seconds ?? 120,
    increment_profile_id: auction
      ? (auction.increment_profile_id ?? '')
      : (defaults?.increment_profile_id ?? ''),
    requires_approval: auction?.requires_approval ?? false,
    card_on_file_required: auction?.card_on_file_required ?? false,
    deposit: auction?.deposit_cents == null ? '' : centsToText(auction.deposit_cents),
    premium_kind: premium.kind,
    premium_rate: premium.kind === 'flat' ? percentOf(premium.rate_bp) : '15',
    premium_tiers:
      premium.kind === 'tiered'
        ? premium.tiers.map((tier) => ({ from: centsToText(tier.from_cents), rate: percentOf(tier.rate_bp) }))
        : [{ from: '0', rate: percentOf(premium.rate_bp) }],
    terms: auction?.terms ?? '',
    pickup_info: auction?.pickup_info ?? '',
    ...toBuyerTermsFields(auction),
    video_url: auction?.video_url ?? '',
  };
}

/** The whole set of settings for POST or PUT; the cover picture stays as it is. */
export function toAuctionBody(form: AuctionFormValues, image: string | null): AuctionBodyInput {
  const at = (local: string) => (local ? zonedLocalToIso(local, form.time_zone) : null);
  return {
    title: form.title,
    description: form.description,
    type: form.type,
    start_at: at(form.start_local),
    end_at: at(form.end_local),
    terms: form.terms,
    pickup_info: form.pickup_info,
    ...toBuyerTermsBody(form),
    location: form.location,
    time_zone: form.time_zone,
    buyer_premium:
      form.premium_kind === 'flat'
        ? { kind: 'flat', rate_bp: basisPoints(form.premium_rate) }
        : {
            kind: 'tiered',
            tiers: form.premium_tiers.map((tier) => ({
              from_cents: toCents(tier.from),
              rate_bp: basisPoints(tier.rate),
            })),
          },
    soft_close_window_seconds: form.soft_close_window_seconds,
    soft_close_extension_seconds: form.soft_close_extension_seconds,
    stagger_seconds: form.stagger_seconds,
    requires_approval: form.requires_approval,
    card_on_file_required: form.card_on_file_required,
    deposit_cents: form.deposit === '' ? null : toCents(form.deposit),
    video_url: form.video_url || null,
    image,
    increment_profile_id: form.increment_profile_id || null,
    category_ids: form.category_ids,
  };
}

const serverFields: Record<string, string> = {
  start_at: 'start_local',
  end_at: 'end_local',
  deposit_cents: 'deposit',
  'buyer_premium.rate_bp': 'premium_rate',
  'buyer_premium.tiers': 'premium_tiers.0.from',
  ...buyerTermsServerFields,
};

/** A 422 field of the API as the form's field; null when the form has no such field. */
export function formFieldOf(serverField: string): string | null {
  const mapped = serverFields[serverField];
  if (mapped) return mapped;
  const tier = /^buyer_premium\.tiers\.(\d+)\.(from_cents|rate_bp)$/.exec(serverField);
  if (tier) return `premium_tiers.${tier[1]}.${tier[2] === 'from_cents' ? 'from' : 'rate'}`;
  return serverField in toFormValues(null) ? serverField : null;
}
