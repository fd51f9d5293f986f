import { z } from 'zod';

/**
 * A sale's buyer terms (decision 0066): payment due some hours after the close, the pickup window
 * (days and hours, or by appointment), whether shipping is offered, and the terms text. The
 * auction holds them (nulls: the house's settings); an invoice freezes them when it is issued.
 */

const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;
const day = /^\d{4}-\d{2}-\d{2}$/;

/** How long after the close payment is due, in hours (90 days at most). */
export const paymentDueHoursSchema = z
  .number({ error: 'The payment terms must be a number of hours.' })
  .int('The payment terms must be a whole number of hours.')
  .min(1, 'Payment is due at least 1 hour after the close.')
  .max(2_160, 'Payment is due at most 2160 hours (90 days) after the close.');

/** When payment is due, as an invoice keeps it: hours after the close, or the house's days. */
export const paymentDueSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hours'), hours: z.number().int() }),
  z.object({ kind: z.literal('days'), days: z.number().int() }),
]);
export type PaymentDue = z.infer<typeof paymentDueSchema>;

/** A pickup window as answers carry it. */
export const pickupWindowSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('window'),
    from: z.string(),
    until: z.string(),
    opens: z.string(),
    closes: z.string(),
  }),
  z.object({ kind: z.literal('appointment') }),
]);
export type PickupWindow = z.infer<typeof pickupWindowSchema>;

/** The longest pickup window a sale may set, in days. */
export const longestPickupWindowDays = 60;

function isRealDay(text: string): boolean {
  if (!day.test(text)) return false;
  const date = new Date(`${text}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

const dayOf = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .regex(day, `${label}: use a date written YYYY-MM-DD.`)
    .refine((text) => !day.test(text) || isRealDay(text), `${label} is not a day on the calendar.`);
const timeOf = (label: string) =>
  z.string({ error: `${label} is required.` }).regex(hhmm, `${label}: use the 24-hour form HH:MM.`);

/** A pickup window staff set: `until` not before `from`, and the doors close after they open. */
export const pickupWindowBodySchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('window'),
        from: dayOf('The first pickup day'),
        until: dayOf('The last pickup day'),
        opens: timeOf('The opening time'),
        closes: timeOf('The closing time'),
      })
      .superRefine((window, ctx) => {
        if (isRealDay(window.from) && isRealDay(window.until)) {
          if (window.until < window.from) {
            ctx.addIssue({
              code: 'custom',
              path: ['until'],
              message: 'The last pickup day may not be before the first.',
            });
          } else if (
            Date.parse(`${window.until}T12:00:00Z`) - Date.parse(`${window.from}T12:00:00Z`) >=
            longestPickupWindowDays * 86_400_000
          ) {
            ctx.addIssue({
              code: 'custom',
              path: ['until'],
              message: `A pickup window is at most ${longestPickupWindowDays} days.`,
            });
          }
        }
        if (hhmm.test(window.opens) && hhmm.test(window.closes) && window.closes <= window.opens) {
          ctx.addIssue({
            code: 'custom',
            path: ['closes'],
            message: 'The closing time must be after the opening time.',
          });
        }
      }),
    z.object({ kind: z.literal('appointment') }),
  ],
  { error: "Choose a pickup window or 'by appointment'." },
);

/** An invoice's buyer terms, frozen when it was issued (`pickup` null: the house's pickup hours). */
export const buyerTermsSchema = z.object({
  /** The moment payment is due, and its day in the house's time zone. */
  due_at: z.string(),
  due_on: z.string(),
  payment_due: paymentDueSchema,
  pickup: pickupWindowSchema.nullable(),
  pickup_info: z.string(),
  shipping_offered: z.boolean(),
  terms_text: z.string(),
});
export type BuyerTerms = z.infer<typeof buyerTermsSchema>;

/** An auction's terms as a buyer reads them, the house's defaults filled in. */
export const auctionBuyerTermsSchema = z.object({
  payment_due: paymentDueSchema,
  pickup: pickupWindowSchema.nullable(),
  /** The house's pickup hours ("Monday to Friday: 9 a.m. – 5 p.m."), when the sale sets no window. */
  house_pickup_hours: z.array(z.string()),
  shipping_offered: z.boolean(),
});
export type AuctionBuyerTerms = z.infer<typeof auctionBuyerTermsSchema>;
