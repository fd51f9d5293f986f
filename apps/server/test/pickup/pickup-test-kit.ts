import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/db/database';
import { invoiceLines, invoices, settings } from '../../src/db/schema';
import { buildAuction, buildLot, buildRegistration, buildUser } from '../factories';
import { invoiceMoneyColumns } from '../invoices/invoice-money.fixture';

let invoiceSeq = 0;

/** An issued invoice straight in the database: a buyer, an auction and lots at the given hammers. */
export async function buildIssuedInvoice(
  t: { db: Database },
  options: { hammers?: number[]; paid?: 'none' | 'part' | 'full'; buyerName?: string } = {},
) {
  const hammers = options.hammers ?? [10_000];
  const buyer = await buildUser(t, { name: options.buyerName ?? 'Margaret Boutilier' });
  const auction = await buildAuction(t, {
    slug: `sale-${randomUUID().slice(0, 8)}`,
    title: 'Dartmouth Estate Sale',
    status: 'closed',
  });
  const registration = await buildRegistration(t, auction, buyer);
  const lots = [];
  for (const [i, hammer] of hammers.entries()) {
    lots.push(
      await buildLot(t, auction, {
        title: `Pine blanket box ${i + 1}`,
        status: 'sold',
        current_price_cents: hammer,
      }),
    );
  }
  const total = hammers.reduce((sum, h) => sum + h, 0);
  const paid = options.paid === 'full' ? total : options.paid === 'part' ? Math.floor(total / 2) : 0;
  const status = paid === total ? 'paid' : paid > 0 ? 'partially_paid' : 'issued';
  invoiceSeq += 1;
  const seq = 900_000 + invoiceSeq + Math.floor(Math.random() * 90_000);
  const [invoice] = await t.db
    .insert(invoices)
    .values({
      auction_id: auction.id,
      registration_id: registration.id,
      buyer_user_id: buyer.id,
      status,
      number: `2026-${seq}`,
      number_year: 2026,
      number_seq: seq,
      sale_date: '2026-11-20',
      issued_at: new Date(),
      due_on: '2026-11-27',
      tax_rate_bps: 0,
      hammer_cents: total,
      total_cents: total,
      ...invoiceMoneyColumns(status, total, paid),
    })
    .returning();
  if (!invoice) throw new Error('buildIssuedInvoice inserted nothing');
  await t.db.insert(invoiceLines).values(
    lots.map((lot, i) => ({
      invoice_id: invoice.id,
      position: i + 1,
      kind: 'lot' as const,
      lot_id: lot.id,
      lot_number: lot.lot_number,
      description: lot.title,
      amount_cents: hammers[i] ?? 0,
    })),
  );
  return { invoice, buyer, auction, registration, lots };
}

/** Pickup every day from 10:00 to 12:00 (the defaults leave out some days). */
export async function everyDayPickupHours(t: { db: Database }) {
  await t.db
    .insert(settings)
    .values({
      key: 'pickup_hours',
      value: [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'], opens: '10:00', closes: '12:00' }],
    })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'], opens: '10:00', closes: '12:00' }] },
    });
}
