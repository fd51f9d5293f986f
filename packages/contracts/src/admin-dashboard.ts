import { z } from 'zod';

const isoDate = z.iso.date();
const count = z.number().int().min(0);
const centsTotal = z.number().int();

/** Lots sold (hammer fell) in a span of the house's days, and their hammer total. */
const salesFigureSchema = z.object({
  from: isoDate,
  to: isoDate,
  lots_sold: count,
  hammer_cents: centsTotal,
});

/**
 * GET /api/admin/dashboard/figures (Staff, Admin): the figures staff look at first. Days are the
 * house's days (the settings' time zone); the week starts on Monday.
 */
export const adminDashboardFiguresSchema = z.object({
  today: salesFigureSchema,
  this_week: salesFigureSchema,
  /** Lots still taking bids: open in an open timed sale, or not yet sold in the running live sale. */
  open_lots: z.object({ total: count, timed: count, live: count }),
  /** Issued and partially paid invoices: what is still owed, and how many are past their due date. */
  unpaid: z.object({ balance_cents: centsTotal, invoices: count, overdue: count }),
  /** Pickups booked for today (invoices not voided). */
  pickups_today: z.object({ date: isoDate, booked: count }),
  /**
   * The closing job's last outage (the gap and the lots it re-timed; null if none yet) and the
   * sales whose closings staff have paused (decision 0093).
   */
  closings: z.object({
    last_outage: z
      .object({ started_at: z.iso.datetime(), ended_at: z.iso.datetime(), lots_retimed: count })
      .nullable(),
    paused_sales: z.array(z.object({ auction_id: z.uuid(), title: z.string(), paused_at: z.iso.datetime() })),
  }),
});
export type AdminDashboardFigures = z.infer<typeof adminDashboardFiguresSchema>;
