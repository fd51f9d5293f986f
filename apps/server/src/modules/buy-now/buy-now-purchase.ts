import { calendarDateIn, formatInvoiceNumber, freezeBuyerTerms } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { oneOf, type Queryable } from '../../db/queries';
import { AppError } from '../../errors';
import { recordAudit } from '../../platform/audit.repository';
import { recordItemEvents } from '../inventory/item-history';
import type { TotalsRecompute } from '../invoices/recompute-totals';

export const purchaseAction = 'invoice.buy_now_purchased';

export interface PurchaseInput {
  itemId: string;
  buyerId: string;
  idempotencyKey: string | null;
  now: Date;
  timeZone: string;
  paymentTermsDays: number;
}

export interface PurchaseOutcome {
  invoice_id: string;
  invoice_number: string;
  total_cents: number;
  item_id: string;
  /** An earlier request with the same key made this invoice: nothing new was bought. */
  earlier: boolean;
}

/** The invoice a buyer's earlier purchase with this key made, if any. */
export async function purchaseWithKey(
  db: Queryable,
  buyerId: string,
  key: string | null,
): Promise<PurchaseOutcome | null> {
  if (!key) return null;
  const row = await oneOf<Omit<PurchaseOutcome, 'earlier'>>(
    db,
    sql`select v.id as invoice_id, v.number as invoice_number, v.total_cents::int8 as total_cents,
      a.after ->> 'item_id' as item_id
    from audit_log a join invoices v on v.id::text = a.entity_id
    where a.action = ${purchaseAction} and a.actor_id = ${buyerId}::uuid and a.after ->> 'idempotency_key' = ${key}
    order by a.created_at limit 1`,
  );
  return row ? { ...row, total_cents: Number(row.total_cents), earlier: true } : null;
}

/**
 * One buy-now purchase, inside the caller's transaction: the item is taken by a conditional update
 * (of two buyers at once, the second finds it no longer on buy-now and gets a 409), its history
 * event, an issued invoice with the year's next number (one lot line: the SKU and title at the
 * price, no buyer's premium), its totals by the domain's rules, and the audit row.
 */
export async function purchaseItem(
  tx: Queryable,
  input: PurchaseInput,
  recomputeTotals: TotalsRecompute,
): Promise<PurchaseOutcome> {
  const taken = await oneOf<{ id: string; sku: string; title: string; price_cents: number }>(
    tx,
    sql`update inventory_items set status = 'sold', updated_at = now()
    where id = ${input.itemId}::uuid and status = 'buy_now' and buy_now_price_cents > 0
    returning id, sku, title, buy_now_price_cents::int8 as price_cents`,
  );
  if (!taken) {
    const earlier = await purchaseWithKey(tx, input.buyerId, input.idempotencyKey);
    if (earlier) return earlier;
    const exists = await oneOf<{ status: string }>(
      tx,
      sql`select status from inventory_items where id = ${input.itemId}::uuid`,
    );
    if (!exists) throw new AppError('NOT_FOUND', 'This item is not for sale.');
    throw new AppError('CONFLICT', 'Someone else bought this item a moment ago.');
  }
  const price = Number(taken.price_cents);
  const day = calendarDateIn(input.now, input.timeZone);
  const year = Number(day.slice(0, 4));
  const draft = await oneOf<{ id: string }>(
    tx,
    sql`insert into invoices (kind, buyer_user_id, status, sale_date, fulfilment, place_of_supply, tax_rate_bps, created_by)
    values ('buy_now', ${input.buyerId}::uuid, 'draft', ${day}::date, 'pickup', 'NS', 0, ${input.buyerId}::uuid)
    returning id`,
  );
  const invoiceId = draft?.id as string;
  await tx.execute(
    sql`insert into invoice_lines (invoice_id, position, kind, inventory_item_id, lot_number, description, amount_cents, premium_cents, taxable, created_by)
    values (${invoiceId}::uuid, 1, 'lot', ${taken.id}::uuid, ${taken.sku}, ${taken.title}, ${price}::int8, 0, true, ${input.buyerId}::uuid)`,
  );
  // As a draft first, so the buyer's recorded tax exemption is picked up as issuing does.
  await recomputeTotals(tx, invoiceId);
  const counter = await oneOf<{ last_seq: number }>(
    tx,
    sql`insert into invoice_number_counters (year, last_seq) values (${year}, 1)
    on conflict (year) do update set last_seq = invoice_number_counters.last_seq + 1
    returning last_seq`,
  );
  const seq = Number(counter?.last_seq);
  const number = formatInvoiceNumber(year, seq);
  // No sale: the house's terms, counted from the purchase (decision 0066).
  const terms = freezeBuyerTerms({
    sale: null,
    houseDays: input.paymentTermsDays,
    closedAt: input.now,
    issuedAt: input.now,
    timeZone: input.timeZone,
  });
  await tx.execute(
    sql`update invoices set status = 'issued', number = ${number}, number_year = ${year}, number_seq = ${seq},
      issued_at = ${input.now.toISOString()}::timestamptz, due_on = ${terms.due_on}::date,
      due_at = ${terms.due_at}::timestamptz, buyer_terms = ${JSON.stringify(terms)}::jsonb, updated_at = now()
    where id = ${invoiceId}::uuid`,
  );
  await recomputeTotals(tx, invoiceId);
  await recordItemEvents(tx, [
    {
      itemId: taken.id,
      kind: 'sold',
      detail: { from: 'buy_now', to: 'sold', buy_now: true, invoice_id: invoiceId, price_cents: price },
      actorId: input.buyerId,
    },
  ]);
  const totals = await oneOf<{ total_cents: number }>(
    tx,
    sql`select total_cents::int8 as total_cents from invoices where id = ${invoiceId}::uuid`,
  );
  await recordAudit(tx, {
    actorId: input.buyerId,
    action: purchaseAction,
    entity: 'invoice',
    entityId: invoiceId,
    after: {
      number,
      item_id: taken.id,
      sku: taken.sku,
      price_cents: price,
      total_cents: Number(totals?.total_cents),
      idempotency_key: input.idempotencyKey,
    },
  });
  return {
    invoice_id: invoiceId,
    invoice_number: number,
    total_cents: Number(totals?.total_cents),
    item_id: taken.id,
    earlier: false,
  };
}
