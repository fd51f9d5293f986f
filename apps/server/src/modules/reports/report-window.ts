import type { ReportGroup } from '@auction/contracts';
import { type SQL, sql } from 'drizzle-orm';

/** The days a report covers, in the company's time zone, both ends included. */
export interface ReportWindow {
  from: string;
  to: string;
  timeZone: string;
  group: ReportGroup;
}

/** 00:00 of the first day in the company's zone, as an instant. */
export const startOf = (w: ReportWindow): SQL =>
  sql`((${w.from}::date)::timestamp at time zone ${w.timeZone})`;
/** 00:00 of the day after the last, as an instant: the range ends just before it. */
export const endOf = (w: ReportWindow): SQL =>
  sql`((${w.to}::date + 1)::timestamp at time zone ${w.timeZone})`;

/** When an auction (`a`) sold: its end, or its start for a live sale given no end. */
export const saleInstant = sql`coalesce(a.end_at, a.start_at)`;
/** The auction's sale day in the company's zone: the day its invoices carry. */
export const saleDay = (w: ReportWindow): SQL => sql`(${saleInstant} at time zone ${w.timeZone})::date`;
/** Published auctions (`a`) whose sale falls in the range. */
export const auctionsInRange = (w: ReportWindow): SQL =>
  sql`a.status <> 'draft' and ${saleInstant} >= ${startOf(w)} and ${saleInstant} < ${endOf(w)}`;

/** An invoice (`i`) that bills its buyer: issued, partly paid or paid; never a draft or a void one. */
export const issuedInvoice = sql`i.status in ('issued', 'partially_paid', 'paid')`;

/** The instant `column` in the range. */
export const instantInRange = (column: SQL, w: ReportWindow): SQL =>
  sql`${column} >= ${startOf(w)} and ${column} < ${endOf(w)}`;

/** A date `column` in the range. */
export const dayInRange = (column: SQL, w: ReportWindow): SQL =>
  sql`${column} between ${w.from}::date and ${w.to}::date`;

/**
 * The key, label and sort order of an auction (`a`) under the report's grouping: the auction
 * itself, or the day, ISO week (from Monday) or month of its sale day.
 */
export function groupOfAuction(w: ReportWindow): { key: SQL; label: SQL; sort: SQL } {
  const day = saleDay(w);
  switch (w.group) {
    case 'auction':
      return {
        key: sql`a.id::text`,
        label: sql`a.title`,
        sort: sql`to_char(${day}, 'YYYY-MM-DD') || a.title || a.id`,
      };
    case 'day':
      return {
        key: sql`to_char(${day}, 'YYYY-MM-DD')`,
        label: sql`to_char(${day}, 'YYYY-MM-DD')`,
        sort: sql`to_char(${day}, 'YYYY-MM-DD')`,
      };
    case 'week': {
      const monday = sql`to_char(date_trunc('week', ${day}), 'YYYY-MM-DD')`;
      return { key: monday, label: sql`'Week of ' || ${monday}`, sort: monday };
    }
    case 'month':
      return {
        key: sql`to_char(${day}, 'YYYY-MM')`,
        label: sql`to_char(${day}, 'FMMonth YYYY')`,
        sort: sql`to_char(${day}, 'YYYY-MM')`,
      };
  }
}

/** A figure the driver may hand back as text (bigint and numeric sums) as a number; null stays 0. */
export const num = (value: unknown): number => Number(value ?? 0);

/** Whole cents from an average or median the database worked out; null when there was nothing. */
export const centsOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value));
