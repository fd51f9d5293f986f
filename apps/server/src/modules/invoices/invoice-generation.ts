import type { GenerateInvoicesAnswer } from '@auction/contracts';
import {
  calendarDateIn,
  compareLotNumbers,
  extendedPriceCents,
  formatCents,
  type LiveBidSource,
  lotPremiumsCents,
} from '@auction/domain';
import { sql } from 'drizzle-orm';
import type { BuyerPremiumColumn } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../../platform/audit.repository';
import { premiumOf } from '../my-bids/my-bids.service';
import { oneOf, type Queryable, rowsOf } from './invoice-queries';
import { recomputeTotals } from './recompute-totals';

interface SoldLot {
  id: string;
  lot_number: string;
  title: string;
  /** The extended hammer: times the units of a quantity lot. */
  hammer_cents: number;
  per_unit: boolean;
  quantity: number;
  high_bidder_id: string | null;
  /** The grouped lot it was sold in (one hammer for all its lots), whose premium is charged once. */
  grouped_id: string | null;
  /** Live sales: the last `lot_sold` event of the lot (who the hammer fell to). */
  sold: {
    source: LiveBidSource;
    bidderId: string | null;
    paddle: number | null;
    amountCents: number;
  } | null;
}

/** A quantity lot's line says what the hammer was per unit: "Motor oil, 12 units at $8.00 each". */
function lineDescription(lot: SoldLot): string {
  if (!lot.per_unit) return lot.title;
  const unit = Math.round(lot.hammer_cents / lot.quantity);
  return `${lot.title}, ${lot.quantity} units at ${formatCents(unit)} each`;
}

interface RegistrationRef {
  id: string;
  user_id: string | null;
  paddle_number: number;
}

type Problem = GenerateInvoicesAnswer['problems'][number];

/** Which registration bought each sold lot; the lots nobody can be found for become problems. */
export function assignBuyers(
  lots: readonly SoldLot[],
  registrations: readonly RegistrationRef[],
): { byRegistration: Map<string, { registration: RegistrationRef; lots: SoldLot[] }>; problems: Problem[] } {
  const byUser = new Map(registrations.filter((r) => r.user_id).map((r) => [r.user_id as string, r]));
  const byPaddle = new Map(registrations.map((r) => [r.paddle_number, r]));
  const byRegistration = new Map<string, { registration: RegistrationRef; lots: SoldLot[] }>();
  const unresolved = new Map<string, Problem>();
  const problem = (key: string, paddle: number | null, lotNumber: string, message: string) => {
    const found = unresolved.get(key) ?? { paddle_number: paddle, lot_numbers: [], message };
    found.lot_numbers.push(lotNumber);
    unresolved.set(key, found);
  };
  for (const lot of lots) {
    let registration: RegistrationRef | undefined;
    // Floor and phone buyers are known by their paddle.
    if (lot.sold && (lot.sold.source === 'floor' || lot.sold.source === 'phone')) {
      if (lot.sold.paddle === null) {
        problem(
          'floor:none',
          null,
          lot.lot_number,
          'Sold on the floor without a paddle number: record who bought it.',
        );
        continue;
      }
      registration = byPaddle.get(lot.sold.paddle);
      if (!registration) {
        problem(
          `floor:${lot.sold.paddle}`,
          lot.sold.paddle,
          lot.lot_number,
          `Paddle ${lot.sold.paddle} bought on the floor but is not registered: register the floor buyer at the desk.`,
        );
        continue;
      }
    } else {
      const userId = lot.sold?.bidderId ?? lot.high_bidder_id;
      registration = userId ? byUser.get(userId) : undefined;
      if (!registration) {
        problem(
          `user:${userId ?? 'none'}`,
          null,
          lot.lot_number,
          userId
            ? 'The buyer of this lot has no registration in the auction.'
            : 'This lot is sold but has no buyer.',
        );
        continue;
      }
    }
    const entry = byRegistration.get(registration.id) ?? { registration, lots: [] };
    entry.lots.push(lot);
    byRegistration.set(registration.id, entry);
  }
  return { byRegistration, problems: [...unresolved.values()] };
}

async function soldLots(tx: Queryable, auctionId: string, live: boolean): Promise<SoldLot[]> {
  const rows = await rowsOf<Omit<SoldLot, 'sold'> & { sold_payload: SoldLot['sold'] | null }>(
    tx,
    sql`select l.id, l.lot_number, l.title, coalesce(l.extended_price_cents, 0)::int8 as hammer_cents, l.high_bidder_id,
      l.per_unit, l.quantity,
      (select g.id from lot_groups g where g.id = l.group_id and g.kind = 'grouped') as grouped_id,
      ${
        live
          ? sql`(select e.payload from live_events e where e.auction_id = l.auction_id and e.lot_id = l.id
              and e.type = 'lot_sold' order by e.seq desc limit 1)`
          : sql`null::jsonb`
      } as sold_payload
    from lots l where l.auction_id = ${auctionId}::uuid and l.status = 'sold'
      and not exists (select 1 from invoice_lines il join invoices i on i.id = il.invoice_id
        where il.lot_id = l.id and i.status not in ('draft', 'void'))`,
  );
  return rows.map(({ sold_payload, ...lot }) => {
    const sold = sold_payload ?? null;
    return {
      ...lot,
      quantity: Number(lot.quantity),
      hammer_cents: sold
        ? extendedPriceCents(Number(sold.amountCents), {
            perUnit: lot.per_unit,
            quantity: Number(lot.quantity),
          })
        : Number(lot.hammer_cents),
      sold,
    };
  });
}

/**
 * What staff must resolve before every sold lot of the auction is billed, as of now: floor paddles
 * never registered, buyers without a registration, and new results for a buyer already invoiced.
 * Read-only, so the invoices page can show the problems an automatic run left.
 */
export async function invoiceProblems(db: Queryable, auctionId: string): Promise<Problem[]> {
  const auction = await oneOf<{ type: 'timed' | 'live'; status: string }>(
    db,
    sql`select type, status from auctions where id = ${auctionId}::uuid`,
  );
  if (!auction) throw new AppError('NOT_FOUND', 'Auction not found.');
  if (auction.status !== 'closed' && auction.status !== 'settled') return [];
  const lots = await soldLots(db, auctionId, auction.type === 'live');
  const registrations = await rowsOf<RegistrationRef>(
    db,
    sql`select id, user_id, paddle_number from auction_registrations where auction_id = ${auctionId}::uuid`,
  );
  const { byRegistration, problems } = assignBuyers(lots, registrations);
  const issued = await rowsOf<{ registration_id: string }>(
    db,
    sql`select registration_id from invoices where auction_id = ${auctionId}::uuid and status not in ('draft', 'void')`,
  );
  const invoiced = new Set(issued.map((row) => row.registration_id));
  for (const { registration, lots: bought } of byRegistration.values()) {
    if (invoiced.has(registration.id)) problems.push(alreadyIssued(registration, bought));
  }
  return problems;
}

function alreadyIssued(registration: RegistrationRef, bought: readonly SoldLot[]): Problem {
  return {
    paddle_number: registration.paddle_number,
    lot_numbers: bought.map((lot) => lot.lot_number),
    message: `Paddle ${registration.paddle_number} already has an issued invoice: void it and generate again to bill these lots.`,
  };
}

/**
 * Invoices for a closed auction in one transaction: one per buyer (registration), drafts rebuilt
 * from the results (staff charges and credits kept), issued ones left alone, and every sold lot
 * either on an invoice or in `problems`.
 */
export async function generateInvoices(
  tx: Queryable,
  input: { auctionId: string; actorId: string | null; defaultTimeZone: string; now: Date },
): Promise<GenerateInvoicesAnswer> {
  const auction = await oneOf<{
    id: string;
    type: 'timed' | 'live';
    status: string;
    end_at: unknown;
    time_zone: string | null;
    buyer_premium: BuyerPremiumColumn;
  }>(
    tx,
    sql`select id, type, status, end_at, time_zone, buyer_premium from auctions where id = ${input.auctionId}::uuid for update`,
  );
  if (!auction) throw new AppError('NOT_FOUND', 'Auction not found.');
  if (auction.status !== 'closed') {
    throw new AppError('CONFLICT', 'Invoices can be generated once the auction has closed.');
  }
  const premium = premiumOf(auction.buyer_premium);
  const saleDay = calendarDateIn(
    auction.end_at ? new Date(auction.end_at as string) : input.now,
    auction.time_zone || input.defaultTimeZone,
  );
  const lots = await soldLots(tx, auction.id, auction.type === 'live');
  const registrations = await rowsOf<RegistrationRef>(
    tx,
    sql`select id, user_id, paddle_number from auction_registrations where auction_id = ${auction.id}::uuid`,
  );
  const { byRegistration, problems } = assignBuyers(lots, registrations);
  const existing = await rowsOf<{ id: string; registration_id: string; status: string }>(
    tx,
    sql`select id, registration_id, status from invoices where auction_id = ${auction.id}::uuid and status <> 'void'`,
  );
  const existingByRegistration = new Map(existing.map((row) => [row.registration_id, row]));
  const answer: GenerateInvoicesAnswer = {
    created: 0,
    regenerated: 0,
    unchanged_issued: existing.filter((row) => row.status !== 'draft').length,
    problems,
  };

  for (const { registration, lots: bought } of byRegistration.values()) {
    bought.sort((a, b) => compareLotNumbers(a.lot_number, b.lot_number));
    const current = existingByRegistration.get(registration.id);
    let invoiceId: string;
    if (current && current.status !== 'draft') {
      // New results for a buyer whose invoice is already out: never dropped, never added silently.
      problems.push(alreadyIssued(registration, bought));
      continue;
    }
    if (current) {
      invoiceId = current.id;
      await tx.execute(sql`delete from invoice_lines where invoice_id = ${invoiceId}::uuid and kind = 'lot'`);
      answer.regenerated += 1;
    } else {
      const replaced = await oneOf<{ id: string }>(
        tx,
        sql`select id from invoices where auction_id = ${auction.id}::uuid and registration_id = ${registration.id}::uuid
          and status = 'void' order by voided_at desc nulls last limit 1`,
      );
      const created = await oneOf<{ id: string }>(
        tx,
        sql`insert into invoices (auction_id, registration_id, buyer_user_id, status, sale_date, tax_rate_bps,
          replaces_invoice_id, created_by)
        values (${auction.id}::uuid, ${registration.id}::uuid, ${registration.user_id}::uuid, 'draft', ${saleDay}::date, 0,
          ${replaced?.id ?? null}::uuid, ${input.actorId}::uuid)
        returning id`,
      );
      invoiceId = (created as { id: string }).id;
      answer.created += 1;
    }
    const premiums = lotPremiumsCents(
      bought.map((lot) => ({ hammerCents: lot.hammer_cents, groupId: lot.grouped_id })),
      premium,
    );
    const values = bought.map(
      (lot, index) =>
        sql`(${invoiceId}::uuid, ${index}, 'lot', ${lot.id}::uuid, ${lot.lot_number}, ${lineDescription(lot)}, ${lot.hammer_cents}::int8,
          ${premiums[index] ?? 0}::int8, true)`,
    );
    await tx.execute(
      sql`insert into invoice_lines (invoice_id, position, kind, lot_id, lot_number, description, amount_cents, premium_cents, taxable)
      values ${sql.join(values, sql`, `)}`,
    );
    await tx.execute(
      sql`update invoice_lines set position = position + ${bought.length}
      where invoice_id = ${invoiceId}::uuid and kind <> 'lot'`,
    );
    await recomputeTotals(tx, invoiceId);
    await recordAudit(tx, {
      actorId: input.actorId,
      action: current ? 'invoice.regenerated' : 'invoice.generated',
      entity: 'invoice',
      entityId: invoiceId,
      after: { lots: bought.map((lot) => lot.lot_number) },
    });
  }

  // A draft whose buyer no longer has a lot (a result corrected since) has nothing to bill.
  for (const row of existing) {
    if (row.status === 'draft' && !byRegistration.has(row.registration_id)) {
      await tx.execute(sql`delete from invoices where id = ${row.id}::uuid`);
      await recordAudit(tx, {
        actorId: input.actorId,
        action: 'invoice.draft_removed',
        entity: 'invoice',
        entityId: row.id,
      });
    }
  }
  return answer;
}
