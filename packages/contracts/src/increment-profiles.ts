import { z } from 'zod';
import { onOneLine } from './fields';
import { dollarsInCents } from './money';

export const incrementRowSchema = z.object({
  from_amount: z.number(),
  increment: z.number(),
});

export const incrementProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  rows: z.array(incrementRowSchema),
  is_default: z.boolean(),
});
export type IncrementProfileJson = z.infer<typeof incrementProfileSchema>;

const rowBodySchema = z.object({
  from_amount: dollarsInCents('The "from" amount'),
  increment: dollarsInCents('The increment').refine(
    (cents) => cents > 0,
    'The increment must be more than $0.00.',
  ),
});

/** Rows in cents after parsing; they must start at $0 and ascend. */
export const incrementProfileBodySchema = z.object({
  name: z
    .string({ error: 'The name is required.' })
    .trim()
    .check(onOneLine)
    .min(1, 'The name is required.')
    .max(80, 'The name may not be longer than 80 characters.'),
  rows: z
    .array(rowBodySchema, { error: 'Add at least one row, starting from $0.00.' })
    .min(1, 'Add at least one row, starting from $0.00.')
    .max(50, 'A profile may have at most 50 rows.')
    .superRefine((rows, ctx) => {
      if (rows[0] && rows[0].from_amount !== 0) {
        ctx.addIssue({
          code: 'custom',
          message: 'The first row must start from $0.00.',
          path: [0, 'from_amount'],
        });
      }
      rows.forEach((row, index) => {
        const previous = rows[index - 1];
        if (previous && row.from_amount <= previous.from_amount) {
          ctx.addIssue({
            code: 'custom',
            message: `Row ${index + 1}: the "from" amount must be higher than the row above.`,
            path: [index, 'from_amount'],
          });
        }
      });
    }),
  is_default: z.boolean().default(false),
});
export type IncrementProfileBody = z.infer<typeof incrementProfileBodySchema>;
