import { invoiceTotals, regionRateRowInForce, taxRegionFor } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { AppError } from '../../errors';
import { lockInvoice, rewriteTotals } from './invoice-ledger';
import { oneOf, type Queryable, rowsOf } from './invoice-queries';

interface TotalsSource {
  id: string;
  status: 'draft' | 'issued' | 'partially_paid' | 'paid' | 'void';
  sale_date: string;
  fulfilment: 'pickup' | 'shipping';
  ship_to: { country: string; province: string } | null;
  buyer_user_id: string | null;
  /** Null for a buy-now purchase: only the account's exemption applies. */
  registration_id: string | null;
  tax_exemption_id: string | null;
}

export interface TaxRateInForce {
  region: string;
  label: string;
  rate_bps: number;
}

/** The GST/HST row in force for a region on a day; a missing one is a table to fix, said in words. */
export async function taxRateFor(db: Queryable, region: string, saleDate: string): Promise<TaxRateInForce> {
  const table = await rowsOf<{ region: string; label: string; effective_from: string; rate_bps: number }>(
    db,
    sql`select region, label, effective_from::text as effective_from, rate_bps from tax_rates where region = ${region}`,
  );
  const row = regionRateRowInForce(
    table.map((rate) => ({ ...rate, effectiveFrom: rate.effective_from, rateBps: rate.rate_bps })),
    region,
    saleDate,
  );
  if (!row) {
    throw new AppError(
      'CONFLICT',
      `No GST/HST rate for ${region} is in force on ${saleDate}: an Admin adds it under tax rates.`,
    );
  }
  return { region, label: row.label, rate_bps: row.rateBps };
}

/** How another area asks for the rate in force, on its transaction or the database. */
export type TaxRateLookup = typeof taxRateFor;

/** The buyer's exemption valid on the sale day, if staff recorded one (on the account or the paddle). */
async function exemptionFor(db: Queryable, source: TotalsSource): Promise<string | null> {
  const row = await oneOf<{ id: string }>(
    db,
    sql`select id from tax_exemptions
    where revoked_at is null and (expires_on is null or expires_on >= ${source.sale_date}::date)
      and (registration_id = ${source.registration_id}::uuid
        or (${source.buyer_user_id}::uuid is not null and user_id = ${source.buyer_user_id}::uuid))
    order by created_at desc limit 1`,
  );
  return row?.id ?? null;
}

/**
 * Rewrites an invoice's cached totals from its lines, inside the caller's transaction: the place
 * of supply and its rate on the sale day, the exemption (drafts pick up a new one; issued invoices
 * keep theirs), then the ledger writes the totals with the money they imply (and refuses, 409, a
 * change that would leave more paid than the new total).
 */
export async function recomputeTotals(tx: Queryable, invoiceId: string): Promise<void> {
  await lockInvoice(tx, invoiceId);
  const source = await oneOf<TotalsSource>(
    tx,
    sql`select id, status, sale_date::text as sale_date, fulfilment, ship_to, buyer_user_id, registration_id,
      tax_exemption_id from invoices where id = ${invoiceId}::uuid`,
  );
  if (!source) throw new AppError('NOT_FOUND');
  if (source.status === 'void') return;
  const region = taxRegionFor({ fulfilment: source.fulfilment, shipTo: source.ship_to });
  const rate = await taxRateFor(tx, region, source.sale_date);
  const exemptionId = source.status === 'draft' ? await exemptionFor(tx, source) : source.tax_exemption_id;
  const lines = await rowsOf<{
    kind: string;
    amount_cents: number;
    premium_cents: number;
    taxable: boolean;
    charge_type: string | null;
  }>(
    tx,
    sql`select kind, amount_cents::int8 as amount_cents, premium_cents::int8 as premium_cents, taxable, charge_type
    from invoice_lines where invoice_id = ${invoiceId}::uuid`,
  );
  const totals = invoiceTotals({
    lots: lines
      .filter((l) => l.kind === 'lot')
      .map((l) => ({ hammer_cents: Number(l.amount_cents), premium_cents: Number(l.premium_cents) })),
    charges: lines
      .filter((l) => l.kind === 'charge')
      .map((l) => ({ amount_cents: Number(l.amount_cents), taxable: l.taxable })),
    credits: lines
      .filter((l) => l.kind === 'credit')
      .map((l) => ({ amount_cents: Number(l.amount_cents), charge_type: l.charge_type ?? 'discount' })),
    taxRateBps: rate.rate_bps,
    exempt: exemptionId !== null,
  });
  if (totals.total_cents < 0)
    throw new AppError('CONFLICT', 'The credits cannot be more than the invoice total.');
  await tx.execute(
    sql`update invoices set place_of_supply = ${region}, tax_rate_bps = ${rate.rate_bps}, tax_exemption_id = ${exemptionId}::uuid
    where id = ${invoiceId}::uuid`,
  );
  await rewriteTotals(tx, invoiceId, totals);
}

/** How another area that writes an invoice's lines has its totals worked out, in its transaction. */
export type TotalsRecompute = typeof recomputeTotals;
