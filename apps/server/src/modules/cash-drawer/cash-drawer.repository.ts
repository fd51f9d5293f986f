import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { oneOf, type Queryable, rowsOf } from '../../db/queries';

/** A stored count with the name of who counted, as the queries answer it. */
export interface DrawerCountRecord {
  id: string;
  day: string;
  float_cents: number;
  counted_cash_cents: number;
  counted_cheque_cents: number;
  counted_card_cents: number;
  expected_cash_cents: number;
  expected_cheque_cents: number;
  expected_card_cents: number;
  over_short_cents: number;
  note: string;
  counted_by: string;
  counted_by_name: string;
  created_at: string;
}

export type NewDrawerCount = Omit<DrawerCountRecord, 'id' | 'counted_by_name' | 'created_at'>;

interface RawCount extends Omit<DrawerCountRecord, 'created_at'> {
  created_at: string | Date;
}

const money = [
  'float_cents',
  'counted_cash_cents',
  'counted_cheque_cents',
  'counted_card_cents',
  'expected_cash_cents',
  'expected_cheque_cents',
  'expected_card_cents',
  'over_short_cents',
] as const;

/** Bigint columns come back as strings from raw SQL; days as text. */
function recordOf(row: RawCount): DrawerCountRecord {
  const record = {
    ...row,
    day: String(row.day).slice(0, 10),
    created_at: new Date(row.created_at).toISOString(),
  };
  for (const column of money) record[column] = Number(row[column]);
  return record;
}

const countColumns = sql`c.id, c.day::text as day, c.float_cents, c.counted_cash_cents, c.counted_cheque_cents,
  c.counted_card_cents, c.expected_cash_cents, c.expected_cheque_cents, c.expected_card_cents,
  c.over_short_cents, c.note, c.counted_by, coalesce(u.name, '') as counted_by_name, c.created_at`;

/** The drawer's queries: the day's counter payments, cash paid to consignors, and the counts (append-only). */
export function createCashDrawerRepository(db: Database) {
  return {
    /** The day's entries summed by payment method (every method; the domain says which are in the drawer). */
    async paymentsByMethod(q: Queryable, day: string) {
      const rows = await rowsOf<{ method: string; cents: string | number; entries: string | number }>(
        q,
        sql`select method, coalesce(sum(amount_cents), 0) as cents, count(*) as entries
          from payments where received_on = ${day}::date group by method`,
      );
      return rows.map((row) => ({
        method: row.method,
        amountCents: Number(row.cents),
        entries: Number(row.entries),
      }));
    },

    /** Cash paid out to consignors on the day, less cash payouts reversed that day. */
    async consignorCashPaid(q: Queryable, day: string): Promise<number> {
      const row = await oneOf<{ cents: string | number }>(
        q,
        sql`select coalesce(sum(case when kind = 'reversal' then -amount_cents else amount_cents end), 0) as cents
          from consignor_payouts where method = 'cash' and paid_on = ${day}::date`,
      );
      return Number(row?.cents ?? 0);
    },

    async insert(q: Queryable, count: NewDrawerCount): Promise<string> {
      const row = await oneOf<{ id: string }>(
        q,
        sql`insert into cash_drawer_counts (day, float_cents, counted_cash_cents, counted_cheque_cents,
            counted_card_cents, expected_cash_cents, expected_cheque_cents, expected_card_cents,
            over_short_cents, note, counted_by)
          values (${count.day}::date, ${count.float_cents}, ${count.counted_cash_cents},
            ${count.counted_cheque_cents}, ${count.counted_card_cents}, ${count.expected_cash_cents},
            ${count.expected_cheque_cents}, ${count.expected_card_cents}, ${count.over_short_cents},
            ${count.note}, ${count.counted_by}::uuid)
          returning id`,
      );
      if (!row) throw new Error('The drawer count insert returned no row.');
      return row.id;
    },

    async count(q: Queryable, id: string): Promise<DrawerCountRecord | null> {
      const row = await oneOf<RawCount>(
        q,
        sql`select ${countColumns} from cash_drawer_counts c left join users u on u.id = c.counted_by
          where c.id = ${id}::uuid`,
      );
      return row ? recordOf(row) : null;
    },

    /** Every count of the given days, each day's latest first. */
    async countsOfDays(days: readonly string[]): Promise<DrawerCountRecord[]> {
      if (days.length === 0) return [];
      const rows = await rowsOf<RawCount>(
        db,
        sql`select ${countColumns} from cash_drawer_counts c left join users u on u.id = c.counted_by
          where c.day in (${sql.join(
            days.map((day) => sql`${day}::date`),
            sql`, `,
          )})
          order by c.day desc, c.created_at desc, c.id desc`,
      );
      return rows.map(recordOf);
    },

    /** One page of the days that have a count, newest first, and how many there are. */
    async countedDays(page: { limit: number; offset: number }): Promise<{ days: string[]; total: number }> {
      const rows = await rowsOf<{ day: string }>(
        db,
        sql`select distinct day::text as day from cash_drawer_counts
          order by day desc limit ${page.limit} offset ${page.offset}`,
      );
      const total = await oneOf<{ n: string | number }>(
        db,
        sql`select count(distinct day) as n from cash_drawer_counts`,
      );
      return { days: rows.map((row) => String(row.day).slice(0, 10)), total: Number(total?.n ?? 0) };
    },
  };
}
export type CashDrawerRepository = ReturnType<typeof createCashDrawerRepository>;
