import type { ConsignorProjection, ProjectedSale } from '@auction/contracts';
import { type CommissionTerms, calendarDateIn, NOVA_SCOTIA_HST_RATES, type TaxRate } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { oneOf, type Queryable, rowsOf } from '../../db/queries';
import type { ConsignorRecord } from './consignor-portal.queries';
import { projectSettlement, type RunningLot, type RunningSale } from './settlement-projection';

interface LotRow {
  auction_id: string;
  auction_title: string;
  auction_type: 'timed' | 'live';
  auction_status: 'open' | 'live' | 'closing';
  auction_end_at: unknown;
  auction_start_at: unknown;
  time_zone: string;
  id: string;
  lot_number: string;
  title: string;
  status: RunningLot['status'];
  sku: string | null;
  current_price_cents: number | string | null;
  extended_price_cents: number | string | null;
  bid_count: number | string;
  reserve_cents: number | string | null;
  end_at: unknown;
  commission_rate_bp: number | null;
  photographed: boolean;
}

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();
const centsOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * Every lot of the consignor (the lot's, else its item's) in an auction still selling (open,
 * live or closing), withdrawn ones left out as a statement leaves them out: one query, whatever
 * the number of lots.
 */
function runningLots(db: Queryable, consignorId: string): Promise<LotRow[]> {
  return rowsOf<LotRow>(
    db,
    sql`select a.id as auction_id, a.title as auction_title, a.type as auction_type, a.status as auction_status,
        a.end_at as auction_end_at, a.start_at as auction_start_at, a.time_zone,
        l.id, l.lot_number, l.title, l.status, i.sku, l.current_price_cents, l.extended_price_cents, l.bid_count,
        l.reserve_cents, l.end_at, i.commission_rate_bp,
        (exists (select 1 from lot_images li where li.lot_id = l.id)
          or exists (select 1 from inventory_images ii where ii.item_id = l.inventory_item_id)) as photographed
      from lots l
      join auctions a on a.id = l.auction_id
      left join inventory_items i on i.id = l.inventory_item_id
      where a.status in ('open', 'live', 'closing') and l.status <> 'withdrawn'
        and coalesce(l.consignor_id, i.consignor_id) = ${consignorId}
      order by coalesce(a.end_at, a.start_at) asc nulls last, a.id, l.sale_order, l.id`,
  );
}

/** Advances paid, less reversals and what statements already took back. */
async function advancesOutstanding(db: Queryable, consignorId: string): Promise<number> {
  const row = await oneOf<{ outstanding: number | string }>(
    db,
    sql`select
        coalesce((select sum(case when kind = 'advance' then amount_cents else -amount_cents end)
          from consignor_advances where consignor_id = ${consignorId}), 0)
        - coalesce((select sum(r.amount_cents) from consignor_advance_recoveries r
          join consignor_statements s on s.id = r.statement_id where s.consignor_id = ${consignorId}), 0)
        as outstanding`,
  );
  return Math.max(0, Number(row?.outstanding ?? 0));
}

/** The house's Nova Scotia HST table as Admins keep it; the built-in table while it is empty. */
async function houseTaxRates(db: Queryable): Promise<readonly TaxRate[]> {
  const rows = await rowsOf<{ effective_from: string; rate_bps: number | string }>(
    db,
    sql`select effective_from::text as effective_from, rate_bps from tax_rates where region = 'NS'`,
  );
  return rows.length > 0
    ? rows.map((row) => ({ effectiveFrom: row.effective_from, rateBps: Number(row.rate_bps) }))
    : NOVA_SCOTIA_HST_RATES;
}

function salesOf(rows: readonly LotRow[], now: Date, defaultTimeZone: string): RunningSale[] {
  const sales = new Map<string, RunningSale>();
  for (const row of rows) {
    let sale = sales.get(row.auction_id);
    if (!sale) {
      const ends = row.auction_end_at ?? row.auction_start_at;
      const auction: ProjectedSale['auction'] = {
        id: row.auction_id,
        title: row.auction_title,
        type: row.auction_type,
        status: row.auction_status,
        end_at: iso(row.auction_end_at),
      };
      const saleDate = calendarDateIn(
        ends ? new Date(ends as string) : now,
        row.time_zone || defaultTimeZone,
      );
      sale = { auction, saleDate, lots: [] };
      sales.set(row.auction_id, sale);
    }
    sale.lots.push({
      id: row.id,
      lot_number: row.lot_number,
      title: row.title,
      status: row.status,
      sku: row.sku,
      current_price_cents: centsOrNull(row.current_price_cents),
      extended_price_cents: centsOrNull(row.extended_price_cents),
      bid_count: Number(row.bid_count),
      reserve_cents: centsOrNull(row.reserve_cents),
      end_at: iso(row.end_at),
      commission_rate_bp: row.commission_rate_bp === null ? null : Number(row.commission_rate_bp),
      photographed: Boolean(row.photographed),
    });
  }
  return [...sales.values()];
}

/** The consignor's running sales and what each would pay them if it ended now. */
export async function consignorProjection(
  db: Queryable,
  consignor: ConsignorRecord,
  deps: {
    termsForConsignor: (id: string) => Promise<{ profile: { name: string } | null; terms: CommissionTerms }>;
    now: Date;
    timeZone: string;
  },
): Promise<ConsignorProjection> {
  const [rows, { profile, terms }, advances, taxRates] = await Promise.all([
    runningLots(db, consignor.id),
    deps.termsForConsignor(consignor.id),
    advancesOutstanding(db, consignor.id),
    houseTaxRates(db),
  ]);
  const consignorIsRegistrant = Boolean(consignor.gst_hst_number?.trim());
  return {
    consignor_is_registrant: consignorIsRegistrant,
    commission_profile_name: profile?.name ?? null,
    advances_outstanding_cents: advances,
    sales: projectSettlement({
      terms,
      taxRates,
      consignorIsRegistrant,
      advancesOutstandingCents: advances,
      sales: salesOf(rows, deps.now, deps.timeZone),
    }),
    as_of: deps.now.toISOString(),
  };
}
