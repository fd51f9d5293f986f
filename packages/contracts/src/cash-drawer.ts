import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { cents } from './money';
import { pageOf, pageQuerySchema } from './pagination';

/**
 * The day-end cash drawer (decision 0060): the counter counts its cash, cheques and card-terminal
 * slips against the payments recorded for the day, and the over or short is kept with a note.
 * A count is never changed: a recount is a new count, and the latest one stands.
 *
 * Staff routes (Staff or Admin):
 *   GET  /api/admin/cash-drawer/days/:day      -> DrawerDay (what the payments say, and the day's counts)
 *   POST /api/admin/cash-drawer/counts         DrawerCountBody -> DrawerCount (201)
 *   GET  /api/admin/cash-drawer/counts         PageQuery -> DrawerCountPage (counted days, newest first)
 */

/** Money by the drawer's compartments: cash, cheques, and debit and credit card slips together. */
export const drawerFiguresSchema = z.object({
  cash_cents: z.number().int(),
  cheque_cents: z.number().int(),
  card_cents: z.number().int(),
});
export type DrawerFiguresJson = z.infer<typeof drawerFiguresSchema>;

export const drawerDayParamsSchema = z.object({ day: calendarDateSchema });

export const drawerCountBodySchema = z.object({
  day: calendarDateSchema,
  /** The float the drawer opened with; it is in the cash counted and left out of the day's takings. */
  float_cents: cents('The float').default(0),
  counted_cash_cents: cents('The cash counted'),
  counted_cheque_cents: cents('The cheques counted'),
  counted_card_cents: cents('The card slips counted'),
  /** Required when any compartment is over or short. */
  note: z
    .string({ error: 'The note must be text.' })
    .trim()
    .max(1000, 'Keep the note under 1,000 characters.')
    .default(''),
});
export type DrawerCountBody = z.infer<typeof drawerCountBodySchema>;

export const drawerCountSchema = z.object({
  id: z.uuid(),
  day: z.string(),
  float_cents: z.number().int(),
  counted: drawerFiguresSchema,
  /** What the day's payments said when it was counted. */
  expected: drawerFiguresSchema,
  /** Counted less the float and the expected, per compartment; negative is short. */
  over_short: drawerFiguresSchema.extend({ total_cents: z.number().int() }),
  note: z.string(),
  counted_by: z.object({ id: z.uuid(), name: z.string() }),
  counted_at: z.string(),
});
export type DrawerCount = z.infer<typeof drawerCountSchema>;

/** One day at the counter: what its payments say now, and every count of it, the standing one first. */
export const drawerDaySchema = z.object({
  day: z.string(),
  expected: drawerFiguresSchema,
  /** Cash paid out of the drawer to consignors that day, already taken off the expected cash. */
  consignor_cash_paid_cents: z.number().int(),
  /** Payments, refunds and reversals at the counter that day. */
  entries: z.number().int(),
  counts: z.array(drawerCountSchema),
});
export type DrawerDay = z.infer<typeof drawerDaySchema>;

export const drawerCountPageQuerySchema = pageQuerySchema;

/** A counted day in the list: the count that stands, and the earlier counts it replaced. */
export const drawerCountedDaySchema = z.object({
  day: z.string(),
  count: drawerCountSchema,
  earlier: z.array(drawerCountSchema),
});
export type DrawerCountedDay = z.infer<typeof drawerCountedDaySchema>;
export const drawerCountPageSchema = pageOf(drawerCountedDaySchema);
export type DrawerCountPage = z.infer<typeof drawerCountPageSchema>;
