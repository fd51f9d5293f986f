import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { oneOf } from '../../db/queries';

/** Sums come back as text so a bigint never loses a cent on its way through the driver. */
export interface DashboardFiguresRow {
  today: string;
  week_start: string;
  today_lots: number;
  today_hammer: string;
  week_lots: number;
  week_hammer: string;
  open_timed: number;
  open_live: number;
  pickups_today: number;
}

/**
 * The dashboard's own figures in one statement (what buyers owe is the invoices area's). `now`
 * and the time zone decide the house's today and its week (Postgres weeks start on Monday); a
 * lot's sale day is the day its hammer fell.
 */
export function createAdminDashboardRepository(db: Database) {
  return {
    async figures(now: Date, timeZone: string): Promise<DashboardFiguresRow> {
      const row = await oneOf<DashboardFiguresRow>(
        db,
        sql`
          with house as (
            select (${now.toISOString()}::timestamptz at time zone ${timeZone})::date as today,
                   date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${timeZone})::date as week_start
          ),
          sold as (
            select (l.closed_at at time zone ${timeZone})::date as day, l.extended_price_cents as hammer
            from lots l, house
            where l.status = 'sold' and l.closed_at is not null and l.extended_price_cents is not null
              and l.closed_at >= ((house.week_start - 1)::timestamp at time zone ${timeZone})
          )
          select
            house.today::text as today,
            house.week_start::text as week_start,
            (select count(*)::int from sold where sold.day = house.today) as today_lots,
            (select coalesce(sum(hammer), 0)::text from sold where sold.day = house.today) as today_hammer,
            (select count(*)::int from sold where sold.day between house.week_start and house.today) as week_lots,
            (select coalesce(sum(hammer), 0)::text from sold
              where sold.day between house.week_start and house.today) as week_hammer,
            (select count(*)::int from lots l join auctions a on a.id = l.auction_id
              where a.type = 'timed' and a.status in ('open', 'closing') and l.status = 'open') as open_timed,
            (select count(*)::int from lots l join auctions a on a.id = l.auction_id
              where a.type = 'live' and a.status = 'live' and l.status in ('upcoming', 'open')) as open_live,
            (select count(*)::int from pickup_bookings b join invoices i on i.id = b.invoice_id
              where i.status <> 'void'
                and (b.slot_start at time zone ${timeZone})::date = house.today) as pickups_today
          from house
        `,
      );
      if (!row) throw new Error('The dashboard figures query answered no row');
      return row;
    },
  };
}
export type AdminDashboardRepository = ReturnType<typeof createAdminDashboardRepository>;
