import { eq } from 'drizzle-orm';
import { type BuyerTermsColumn, invoices, payments } from '../../src/db/schema';
import { type BuiltUser, buildAuction, buildRegistration, buildUser } from '../factories';
import { invoiceMoneyColumns } from '../invoices/invoice-money.fixture';
import type { TestApp } from '../test-app';

let seq = 0;

/**
 * An issued invoice of a closed sale straight in the database, as the invoice module leaves it:
 * a buyer with a registration, a number, a total and a due date.
 */
export async function buildIssuedInvoice(
  t: Pick<TestApp, 'db'>,
  options: {
    totalCents?: number;
    dueOn?: string;
    status?: 'draft' | 'issued' | 'void';
    buyer?: BuiltUser;
    /** The buyer terms frozen at issue (their due moment goes on the invoice with them). */
    buyerTerms?: BuyerTermsColumn;
  } = {},
) {
  const buyer = options.buyer ?? (await buildUser(t, { name: 'Marguerite Comeau' }));
  const auction = await buildAuction(t, {
    status: 'closed',
    slug: `closed-sale-${Math.random().toString(36).slice(2, 8)}`,
    start_at: new Date(Date.now() - 5 * 86_400_000),
    end_at: new Date(Date.now() - 3 * 86_400_000),
  });
  const registration = await buildRegistration(t, auction, buyer);
  seq += 1;
  const status = options.status ?? 'issued';
  const numberSeq = 900_000 + seq + Math.floor(Math.random() * 90_000);
  const [invoice] = await t.db
    .insert(invoices)
    .values({
      auction_id: auction.id,
      registration_id: registration.id,
      buyer_user_id: buyer.id,
      status,
      number: status === 'draft' ? null : `2026-${String(numberSeq).padStart(6, '0')}`,
      number_year: status === 'draft' ? null : 2026,
      number_seq: status === 'draft' ? null : numberSeq,
      sale_date: '2026-11-20',
      issued_at: status === 'draft' ? null : new Date(),
      due_on: options.buyerTerms?.due_on ?? options.dueOn ?? '2099-12-31',
      due_at: options.buyerTerms ? new Date(options.buyerTerms.due_at) : null,
      buyer_terms: options.buyerTerms ?? null,
      tax_rate_bps: 1_400,
      hammer_cents: options.totalCents ?? 11_400,
      total_cents: options.totalCents ?? 11_400,
      ...invoiceMoneyColumns(status, options.totalCents ?? 11_400),
    })
    .returning();
  if (!invoice) throw new Error('buildIssuedInvoice inserted nothing');
  return { invoice, buyer, auction, registration };
}

export async function invoiceRow(t: Pick<TestApp, 'db'>, id: string) {
  const [row] = await t.db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw new Error(`no invoice ${id}`);
  return row;
}

export function paymentsOf(t: Pick<TestApp, 'db'>, invoiceId: string) {
  return t.db.select().from(payments).where(eq(payments.invoice_id, invoiceId));
}
