import { calendarDateIn, type StatementLotInput, statementLines, statementTotals } from '@auction/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { oneOf, rowsOf } from '../../db/queries';
import {
  commissionProfiles,
  consignorAdvanceRecoveries,
  consignorStatementLines,
  consignorStatements,
  consignors,
} from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../../platform/audit.repository';
import { toCommissionTerms } from '../commission-profiles/commission-terms';
import type { TaxRateLookup } from '../invoices/recompute-totals';
import { recoverAdvances } from './recover-advances';
import type { Tx } from './statement-queries';

/** What a statement settles: one auction, or the buy-now sales of a period (both days included). */
export type StatementSale =
  | { kind: 'auction'; auctionId: string }
  | { kind: 'buy_now'; periodStart: string; periodEnd: string };

/** One of a consignor's lots (or buy-now items) in the sale, as the database has it. */
interface SaleLotRow {
  consignor_id: string;
  lot_id: string | null;
  inventory_item_id: string | null;
  reference: string;
  title: string;
  result: 'sold' | 'passed';
  hammer_cents: number | string;
  commission_rate_bp: number | null;
  photographed: boolean;
  buyer_paid: boolean;
}

export interface GenerationResult {
  created: number;
  updated: number;
  kept: number;
  /** Every statement of the sale afterwards (made, rewritten or kept). */
  statementIds: string[];
}

/** The house charges HST at the Nova Scotia rate in force on the sale day (decision 0035). */
const houseTaxRegion = 'NS';
const chunk = 1_000;

function saleMatch(sale: StatementSale): SQL {
  return sale.kind === 'auction'
    ? sql`kind = 'auction' and auction_id = ${sale.auctionId}::uuid`
    : sql`kind = 'buy_now' and period_start = ${sale.periodStart}::date and period_end = ${sale.periodEnd}::date`;
}

/** The auction, locked, once every lot has a result; its sale day in the auction's time zone. */
async function closedAuction(tx: Tx, auctionId: string, now: Date): Promise<string> {
  const auction = await oneOf<{ status: string; end_at: unknown; time_zone: string; open_lots: string }>(
    tx,
    sql`select a.status, a.end_at, a.time_zone,
        (select count(*) from lots l where l.auction_id = a.id and l.status in ('upcoming', 'open')) as open_lots
      from auctions a where a.id = ${auctionId}::uuid for update`,
  );
  if (!auction) throw new AppError('NOT_FOUND', 'This auction does not exist.');
  if (!['closed', 'settled'].includes(auction.status) || Number(auction.open_lots) > 0) {
    throw new AppError(
      'CONFLICT',
      'Statements are made once the auction has closed and every lot has its result.',
    );
  }
  const end = auction.end_at ? new Date(auction.end_at as string) : now;
  return calendarDateIn(end, auction.time_zone || 'America/Halifax');
}

/** The lots of the sale that have a result; a sold lot's buyer has paid when its invoice is paid. */
const auctionLots = (auctionId: string, consignorId: string | null) => sql`
  select coalesce(l.consignor_id, i.consignor_id) as consignor_id, l.id as lot_id, l.inventory_item_id,
    l.lot_number as reference, l.title, l.status as result,
    coalesce(b.amount_cents, l.extended_price_cents, 0) as hammer_cents, i.commission_rate_bp,
    (exists (select 1 from lot_images li where li.lot_id = l.id)
      or exists (select 1 from inventory_images ii where ii.item_id = l.inventory_item_id)) as photographed,
    coalesce(b.status = 'paid', false) as buyer_paid
  from lots l
  left join inventory_items i on i.id = l.inventory_item_id
  left join lateral (
    select il.amount_cents, v.status from invoice_lines il join invoices v on v.id = il.invoice_id
    where il.lot_id = l.id and il.kind = 'lot' and v.status <> 'void'
    order by v.created_at desc limit 1
  ) b on l.status = 'sold'
  where l.auction_id = ${auctionId}::uuid and l.status in ('sold', 'passed')
    and coalesce(l.consignor_id, i.consignor_id) is not null
    ${consignorId ? sql`and coalesce(l.consignor_id, i.consignor_id) = ${consignorId}::uuid` : sql``}
  order by l.sale_order, l.lot_number`;

/** Buy-now sales of the period not on any other statement; a void invoice is no sale. */
const buyNowItems = (start: string, end: string, consignorId: string | null) => sql`
  select i.consignor_id, null::uuid as lot_id, il.inventory_item_id, coalesce(il.lot_number, i.sku) as reference,
    i.title, 'sold' as result, il.amount_cents as hammer_cents, i.commission_rate_bp,
    exists (select 1 from inventory_images ii where ii.item_id = i.id) as photographed,
    v.status = 'paid' as buyer_paid
  from invoices v
  join invoice_lines il on il.invoice_id = v.id and il.kind = 'lot' and il.inventory_item_id is not null
  join inventory_items i on i.id = il.inventory_item_id
  where v.kind = 'buy_now' and v.status not in ('void', 'draft')
    and v.sale_date between ${start}::date and ${end}::date and i.consignor_id is not null
    ${consignorId ? sql`and i.consignor_id = ${consignorId}::uuid` : sql``}
    and not exists (select 1 from consignor_statement_lines sl join consignor_statements s on s.id = sl.statement_id
      where s.kind = 'buy_now' and sl.inventory_item_id = il.inventory_item_id)
  order by v.sale_date, coalesce(il.lot_number, i.sku)`;

/** Each consignor's commission terms and registration, their rows locked for this transaction. */
async function termsOf(tx: Tx, consignorIds: string[]) {
  const rows = await tx
    .select({ id: consignors.id, gst: consignors.gst_hst_number, profile: commissionProfiles })
    .from(consignors)
    .leftJoin(
      commissionProfiles,
      sql`${commissionProfiles.id} = coalesce(${consignors.commission_profile_id},
        (select id from commission_profiles where is_default))`,
    )
    .where(inArray(consignors.id, consignorIds))
    .orderBy(consignors.id)
    .for('update', { of: consignors });
  return new Map(
    rows.map((row) => [
      row.id,
      { terms: toCommissionTerms(row.profile), registrant: Boolean(row.gst?.trim()) },
    ]),
  );
}

/** The advances each consignor still owes, oldest first: paid, less reversals and earlier recoveries. */
async function advancesOf(tx: Tx, consignorIds: string[]) {
  const rows = await rowsOf<{ id: string; consignor_id: string; outstanding: string | number }>(
    tx,
    sql`select a.id, a.consignor_id,
        a.amount_cents
          - coalesce((select sum(r.amount_cents) from consignor_advances r where r.reverses_id = a.id), 0)
          - coalesce((select sum(x.amount_cents) from consignor_advance_recoveries x where x.advance_id = a.id), 0)
          as outstanding
      from consignor_advances a
      where a.kind = 'advance' and a.consignor_id in (${sql.join(
        consignorIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      order by a.paid_on, a.created_at, a.id`,
  );
  const byConsignor = new Map<string, { id: string; outstandingCents: number }[]>();
  for (const row of rows) {
    const outstandingCents = Math.max(0, Number(row.outstanding));
    const list = byConsignor.get(row.consignor_id) ?? [];
    list.push({ id: row.id, outstandingCents });
    byConsignor.set(row.consignor_id, list);
  }
  return byConsignor;
}

async function insertInChunks<T>(rows: T[], insert: (part: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += chunk) await insert(rows.slice(start, start + chunk));
}

/**
 * Makes or rewrites the draft statements of a sale inside the caller's transaction, in a few
 * set-based queries: every lot, the terms, the advances and the tax rate read at once, drafts
 * replaced under their own ids, lines and recoveries inserted in bulk. Final and paid statements
 * are kept as they are. `consignorId` limits it to one consignor (regenerating one draft).
 */
export async function generateStatements(
  tx: Tx,
  input: { sale: StatementSale; consignorId?: string; actorId: string | null; now: Date },
  taxRateFor: TaxRateLookup,
): Promise<GenerationResult> {
  const { sale } = input;
  const consignorId = input.consignorId ?? null;
  const saleDate =
    sale.kind === 'auction' ? await closedAuction(tx, sale.auctionId, input.now) : sale.periodEnd;
  const existing = await rowsOf<{ id: string; consignor_id: string; status: string; created_at: unknown }>(
    tx,
    sql`select id, consignor_id, status, created_at from consignor_statements where ${saleMatch(sale)}
      ${consignorId ? sql`and consignor_id = ${consignorId}::uuid` : sql``} for update`,
  );
  const kept = existing.filter((row) => row.status !== 'draft');
  const drafts = new Map(
    existing.filter((row) => row.status === 'draft').map((row) => [row.consignor_id, row]),
  );
  // The drafts go (their lines and recoveries with them) and come back under the same ids.
  if (drafts.size > 0) {
    const ids = [...drafts.values()].map((row) => row.id);
    await tx.delete(consignorStatements).where(inArray(consignorStatements.id, ids));
  }
  const lotRows = await rowsOf<SaleLotRow>(
    tx,
    sale.kind === 'auction'
      ? auctionLots(sale.auctionId, consignorId)
      : buyNowItems(sale.periodStart, sale.periodEnd, consignorId),
  );
  const keptConsignors = new Set(kept.map((row) => row.consignor_id));
  const byConsignor = new Map<string, SaleLotRow[]>();
  for (const row of lotRows) {
    if (keptConsignors.has(row.consignor_id)) continue;
    const list = byConsignor.get(row.consignor_id) ?? [];
    list.push(row);
    byConsignor.set(row.consignor_id, list);
  }
  const consignorIds = [...byConsignor.keys()].sort();
  const made: string[] = [];
  if (consignorIds.length > 0) {
    const terms = await termsOf(tx, consignorIds);
    const advances = await advancesOf(tx, consignorIds);
    const taxRate = await taxRateFor(tx, houseTaxRegion, saleDate);
    const taxRates = [{ effectiveFrom: saleDate, rateBps: taxRate.rate_bps }];
    const statementRows: (typeof consignorStatements.$inferInsert)[] = [];
    const lineRows: (typeof consignorStatementLines.$inferInsert)[] = [];
    const recoveryRows: (typeof consignorAdvanceRecoveries.$inferInsert)[] = [];
    for (const id of consignorIds) {
      const lots = byConsignor.get(id) ?? [];
      const own = terms.get(id);
      if (!own) continue;
      const inputs: StatementLotInput[] = lots.map((lot, index) => ({
        ref: String(index),
        outcome: lot.result === 'sold' ? 'sold' : 'unsold',
        hammerCents: Number(lot.hammer_cents),
        commissionRateBp: lot.commission_rate_bp,
        photographed: lot.photographed,
      }));
      const lines = statementLines(own.terms, inputs);
      const owed = advances.get(id) ?? [];
      const totals = statementTotals(lines, {
        advancesOutstandingCents: owed.reduce((sum, advance) => sum + advance.outstandingCents, 0),
        saleDate,
        taxRates,
        consignorIsRegistrant: own.registrant,
      });
      const previous = drafts.get(id);
      const statementId = previous?.id ?? crypto.randomUUID();
      made.push(statementId);
      statementRows.push({
        id: statementId,
        consignor_id: id,
        kind: sale.kind,
        auction_id: sale.kind === 'auction' ? sale.auctionId : null,
        period_start: sale.kind === 'buy_now' ? sale.periodStart : null,
        period_end: sale.kind === 'buy_now' ? sale.periodEnd : null,
        status: 'draft',
        sale_date: saleDate,
        consignor_is_registrant: own.registrant,
        lots_count: totals.lots,
        sold_lots_count: totals.soldLots,
        hammer_cents: totals.hammerCents,
        commission_cents: totals.commissionCents,
        lot_fees_cents: totals.lotFeesCents,
        photo_fees_cents: totals.photoFeesCents,
        unsold_fees_cents: totals.unsoldFeesCents,
        charges_cents: totals.chargesCents,
        tax_rate_bp: totals.taxRateBp,
        tax_on_charges_cents: totals.taxOnChargesCents,
        hammer_tax_cents: totals.hammerTaxCents,
        advances_recovered_cents: totals.advancesRecoveredCents,
        net_payout_cents: totals.netPayoutCents,
        ...(previous ? { created_at: new Date(previous.created_at as string) } : {}),
      });
      lines.forEach((line, index) => {
        const lot = lots[index] as SaleLotRow;
        lineRows.push({
          statement_id: statementId,
          position: index + 1,
          outcome: line.outcome,
          lot_id: lot.lot_id,
          inventory_item_id: lot.inventory_item_id,
          reference: lot.reference,
          title: lot.title,
          hammer_cents: line.hammerCents,
          commission_cents: line.commissionCents,
          lot_fee_cents: line.lotFeeCents,
          photo_fee_cents: line.photoFeeCents,
          unsold_fee_cents: line.unsoldFeeCents,
          buyer_paid: line.outcome === 'sold' && lot.buyer_paid,
        });
      });
      for (const taken of recoverAdvances(owed, totals.advancesRecoveredCents)) {
        recoveryRows.push({
          statement_id: statementId,
          advance_id: taken.advanceId,
          amount_cents: taken.amountCents,
        });
      }
    }
    await insertInChunks(statementRows, (part) => tx.insert(consignorStatements).values(part));
    await insertInChunks(lineRows, (part) => tx.insert(consignorStatementLines).values(part));
    await insertInChunks(recoveryRows, (part) => tx.insert(consignorAdvanceRecoveries).values(part));
  }
  const rewritten = new Set([...drafts.values()].map((row) => row.id));
  const updated = made.filter((id) => rewritten.has(id)).length;
  const result = {
    created: made.length - updated,
    updated,
    kept: kept.length,
    statementIds: [...made, ...kept.map((row) => row.id)],
  };
  await recordAudit(tx, {
    actorId: input.actorId,
    action: 'consignor_statements.generated',
    entity: sale.kind === 'auction' ? 'auction' : 'consignor_statements',
    entityId: sale.kind === 'auction' ? sale.auctionId : `${sale.periodStart}/${sale.periodEnd}`,
    after: { ...result, consignor_id: consignorId, sale_date: saleDate },
  });
  return result;
}
