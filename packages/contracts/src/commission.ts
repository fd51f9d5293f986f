import { z } from 'zod';
import { onOneLine } from './fields';
import { cents } from './money';

/**
 * Commission profiles (issue 11): what the house keeps of a consignor's hammer. Amounts are whole
 * cents (`_cents`), rates basis points (`rate_bp`, 1,500 = 15%). Admin writes, Staff read
 * (decision 0035).
 */
export const commissionKinds = ['flat', 'sliding', 'incremental'] as const;
export type CommissionKind = (typeof commissionKinds)[number];

export const commissionTierSchema = z.object({
  /** From this hammer amount up; the first tier starts at 0. */
  from_cents: z.number().int(),
  rate_bp: z.number().int(),
});
export type CommissionTierJson = z.infer<typeof commissionTierSchema>;

export const commissionProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(commissionKinds),
  tiers: z.array(commissionTierSchema),
  minimum_per_lot_cents: z.number().int(),
  lot_fee_cents: z.number().int(),
  photo_fee_cents: z.number().int(),
  unsold_fee_cents: z.number().int(),
  is_default: z.boolean(),
  /** Consignors who name this profile (those without one follow the default). */
  consignor_count: z.number().int(),
  updated_at: z.string(),
});
export type CommissionProfileJson = z.infer<typeof commissionProfileSchema>;

export const commissionProfileListSchema = z.object({ data: z.array(commissionProfileSchema) });

export const maxCommissionTiers = 20;

const tierBodySchema = z.object({
  from_cents: cents('The "from" amount'),
  rate_bp: z
    .number({ error: 'The rate must be a number.' })
    .int('The rate may have at most two decimals (a whole number of basis points).')
    .min(0, 'The rate may not be negative.')
    .max(10_000, 'The rate may not be more than 100%.'),
});

/** A profile as an Admin sends it: tiers start at $0 and ascend; a flat profile has one tier. */
export const commissionProfileBodySchema = z
  .object({
    name: z
      .string({ error: 'The name is required.' })
      .trim()
      .check(onOneLine)
      .min(1, 'The name is required.')
      .max(80, 'The name may not be longer than 80 characters.'),
    kind: z.enum(commissionKinds, { error: 'Choose flat, sliding or incremental.' }),
    tiers: z
      .array(tierBodySchema, { error: 'Add at least one rate, starting from $0.00.' })
      .min(1, 'Add at least one rate, starting from $0.00.')
      .max(maxCommissionTiers, `A profile may have at most ${maxCommissionTiers} rates.`)
      .superRefine((tiers, ctx) => {
        if (tiers[0] && tiers[0].from_cents !== 0) {
          ctx.addIssue({
            code: 'custom',
            message: 'The first rate must start from $0.00.',
            path: [0, 'from_cents'],
          });
        }
        tiers.forEach((tier, index) => {
          const previous = tiers[index - 1];
          if (previous && tier.from_cents <= previous.from_cents) {
            ctx.addIssue({
              code: 'custom',
              message: `Rate ${index + 1}: the "from" amount must be higher than the rate above.`,
              path: [index, 'from_cents'],
            });
          }
        });
      }),
    minimum_per_lot_cents: cents('The minimum per lot').default(0),
    lot_fee_cents: cents('The lot fee').default(0),
    photo_fee_cents: cents('The photo fee').default(0),
    unsold_fee_cents: cents('The unsold fee').default(0),
    /** On create only: the new profile becomes the house default. */
    is_default: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'flat' && body.tiers.length > 1) {
      ctx.addIssue({
        code: 'custom',
        message: 'A flat profile has one rate; choose sliding or incremental for more.',
        path: ['tiers'],
      });
    }
  });
export type CommissionProfileBody = z.infer<typeof commissionProfileBodySchema>;
export type CommissionProfileInput = z.input<typeof commissionProfileBodySchema>;
