import type { AuctionDefaults } from '@auction/contracts';
import { z } from 'zod';
import { centsToText, toCents } from '../../lib/money-text';
import { checkPremiumFields } from '../admin-auctions/public';

const seconds = (label: string) =>
  z
    .number({ error: `${label} must be a number of seconds.` })
    .int(`${label} must be a whole number of seconds.`)
    .min(0, `${label} may not be negative.`)
    .max(3_600, `${label} is at most an hour (3600 seconds).`);

/** A premium rate typed as a percentage with at most two decimals, at most 50 %. */
const percent = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, `${label} must be a percentage, e.g. 15 or 12.5.`)
    .refine((text) => Number(text) <= 50, `${label} is at most 50%.`);

/**
 * The defaults for new auctions as the settings page edits them: the premium with the same
 * field names as the auction form (so its premium fields serve both), rates as percentages.
 */
export const auctionDefaultsFormSchema = z
  .object({
    premium_kind: z.enum(['flat', 'tiered']),
    premium_rate: z.string(),
    premium_tiers: z.array(z.object({ from: z.string(), rate: z.string() })),
    increment_profile_id: z.string(),
    soft_close_window_seconds: seconds('The soft close window'),
    soft_close_extension_seconds: seconds('The soft close extension'),
    stagger_seconds: seconds('The stagger interval'),
  })
  .superRefine((form, ctx) => checkPremiumFields(form, ctx, percent));
export type AuctionDefaultsFormInput = z.input<typeof auctionDefaultsFormSchema>;
export type AuctionDefaultsFormValues = z.output<typeof auctionDefaultsFormSchema>;

const percentOf = (bp: number) => String(bp / 100);
const basisPoints = (text: string) => Math.round(Number(text) * 100);

export function toDefaultsFormValues(defaults: AuctionDefaults): AuctionDefaultsFormInput {
  const premium = defaults.buyer_premium;
  return {
    premium_kind: premium.kind,
    premium_rate: premium.kind === 'flat' ? percentOf(premium.rate_bp) : '15',
    premium_tiers:
      premium.kind === 'tiered'
        ? premium.tiers.map((tier) => ({ from: centsToText(tier.from_cents), rate: percentOf(tier.rate_bp) }))
        : [{ from: '0', rate: percentOf(premium.rate_bp) }],
    increment_profile_id: defaults.increment_profile_id ?? '',
    soft_close_window_seconds: defaults.soft_close_window_seconds,
    soft_close_extension_seconds: defaults.soft_close_extension_seconds,
    stagger_seconds: defaults.stagger_seconds,
  };
}

export function toAuctionDefaults(form: AuctionDefaultsFormValues): AuctionDefaults {
  return {
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
    increment_profile_id: form.increment_profile_id || null,
    soft_close_window_seconds: form.soft_close_window_seconds,
    soft_close_extension_seconds: form.soft_close_extension_seconds,
    stagger_seconds: form.stagger_seconds,
  };
}

/** A server field such as `auction_defaults.buyer_premium.tiers.1.rate_bp`, as a field of this form. */
export function defaultsFieldOf(serverField: string): string {
  const field = serverField.replace(/^auction_defaults\./, '');
  const tier = /^buyer_premium\.tiers\.(\d+)\.(from_cents|rate_bp)$/.exec(field);
  if (tier) return `premium_tiers.${tier[1]}.${tier[2] === 'from_cents' ? 'from' : 'rate'}`;
  if (field.startsWith('buyer_premium')) return 'premium_rate';
  return field;
}
