import { payoutBodySchema, statementPayoutMethods } from '@auction/contracts';
import { z } from 'zod';
import { dollarsText, toCents } from '../../lib/money-text';

const payoutBody = payoutBodySchema.omit({ idempotency_key: true });

/**
 * The payout form keeps the body's field names, so a 422 lands on the field it names. The amount
 * is typed in dollars, turned into cents, then checked by the contract's own schema.
 */
export const payoutFormSchema = z
  .object({
    method: z.string(),
    amount_cents: dollarsText('The amount'),
    reference: z.string(),
    paid_on: z.string(),
    note: z.string(),
  })
  .transform(
    (values) => ({ ...values, amount_cents: toCents(values.amount_cents) }) as z.input<typeof payoutBody>,
  )
  .pipe(payoutBody);
export type PayoutFormValues = z.input<typeof payoutFormSchema>;
export type PayoutFormBody = z.output<typeof payoutFormSchema>;

export { statementPayoutMethods };
