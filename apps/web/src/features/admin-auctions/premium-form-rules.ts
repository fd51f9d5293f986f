import type { z } from 'zod';
import { dollarsText, toCents } from '../../lib/money-text';

/** The buyer's premium as the auction form and the auction defaults edit it. */
export interface PremiumFields {
  premium_kind: 'flat' | 'tiered';
  premium_rate: string;
  premium_tiers: { from: string; rate: string }[];
}

/**
 * Checks a premium's fields, flat or tiered (the first tier from $0.00, each higher than the one
 * above), with the form's own rule for a rate (`percent`), adding each problem at its field.
 */
export function checkPremiumFields(
  form: PremiumFields,
  ctx: z.RefinementCtx,
  percent: (label: string) => z.ZodType<string>,
): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', message, path });
  if (form.premium_kind === 'flat') {
    const rate = percent("The buyer's premium").safeParse(form.premium_rate);
    if (!rate.success) issue(['premium_rate'], rate.error.issues[0]?.message ?? '');
    return;
  }
  let previous = -1;
  form.premium_tiers.forEach((tier, index) => {
    const from = dollarsText('The tier start').safeParse(tier.from);
    if (!from.success) issue(['premium_tiers', index, 'from'], from.error.issues[0]?.message ?? '');
    else if (index === 0 && toCents(tier.from) !== 0)
      issue(['premium_tiers', index, 'from'], 'The first tier must start from $0.00.');
    else if (toCents(tier.from) <= previous)
      issue(['premium_tiers', index, 'from'], 'Each tier must start higher than the one above.');
    if (from.success) previous = toCents(tier.from);
    const rate = percent('The tier rate').safeParse(tier.rate);
    if (!rate.success) issue(['premium_tiers', index, 'rate'], rate.error.issues[0]?.message ?? '');
  });
}
