import { calendarDateIn } from '@auction/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { oneOf, rowsOf } from '../db/queries';
import { createMailService } from '../mail/mail.service';
import { createOutboxRepository } from '../mail/outbox.repository';
import { createCreditNotesService } from '../modules/credit-notes/credit-notes.service';
import { createInvoiceLedger } from '../modules/invoices/invoice-ledger';
import { createInvoicesService } from '../modules/invoices/invoices.service';
import { createMoneyMails } from '../modules/payments/money-mails';
import { createPaymentsService } from '../modules/payments/payments.service';
import { createSettingsRepository } from '../modules/settings/settings.repository';
import { createSettingsService } from '../modules/settings/settings.service';
import { createAuditRepository } from '../platform/audit.repository';

const day = 86_400_000;
const quiet = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => quiet,
} as unknown as FastifyBaseLogger;

export interface InvoiceSeedResult {
  invoices: number;
}

/**
 * The demo's money after the sale, on the catalogue's two closed sales: invoices issued, paid by
 * e-Transfer, partly paid in cash, overdue, and a void one with its replacement draft, so a
 * newcomer sees every state. Through the invoice and payment services, as staff would.
 */
export async function seedInvoices(
  db: Database,
  options: { now?: Date; publicUrl?: string } = {},
): Promise<InvoiceSeedResult | null> {
  const now = options.now ?? new Date();
  const settings = createSettingsService({
    settings: createSettingsRepository(db),
    audit: createAuditRepository(db),
  });
  const rows = await rowsOf<{ id: string; end_at: string | Date }>(
    db,
    sql`select a.id, a.end_at from auctions a where a.status = 'closed' and a.type = 'timed'
      and not exists (select 1 from invoices i where i.auction_id = a.id) order by a.end_at asc limit 2`,
  );
  const staffRow = await oneOf<{ id: string }>(
    db,
    sql`select id from users where 'Staff' = any(roles) or 'Admin' = any(roles) order by email limit 1`,
  );
  if (rows.length < 2 || !staffRow) return null;
  const staff = { id: staffRow.id };
  const [older, recent] = rows as [
    { id: string; end_at: string | Date },
    { id: string; end_at: string | Date },
  ];
  const serviceAt = (at: Date) => createInvoicesService({ db, settings, clock: () => at });
  // The demo's mails (receipts, a credit note) are kept in the outbox, as mails without SMTP are.
  const mail = createMailService({
    outbox: createOutboxRepository(db),
    sender: null,
    links: { fill: async (stored) => stored },
    log: quiet,
    clock: () => now,
  });
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  const payments = createPaymentsService({
    db,
    settings,
    stripe: null,
    clock: () => now,
    log: quiet,
    ledger: createInvoiceLedger({ db }),
    moneyMails: createMoneyMails({ mail, publicUrl, settings }),
  });
  // Days as the house counts them (its time zone): a payment is never dated after the house's today.
  const timeZone = (await settings.get()).time_zone;
  const today = calendarDateIn(now, timeZone);
  let count = 0;

  // The older sale was invoiced the day after it closed: what is unpaid is overdue by now.
  const olderDay = new Date(new Date(older.end_at).getTime() + day);
  const olderInvoices = serviceAt(olderDay);
  await olderInvoices.generate(older.id, staff);
  const olderIds = await olderInvoices.draftIds(older.id);
  for (const id of olderIds) await olderInvoices.issue(id, staff);
  count += olderIds.length;
  const [paidId, , partlyLateId] = olderIds; // the second stays unpaid: overdue
  if (paidId) {
    const invoice = await olderInvoices.staffInvoice(paidId);
    await payments.record(
      paidId,
      {
        method: 'etransfer',
        amount_cents: invoice.balance_cents,
        received_on: calendarDateIn(olderDay, timeZone),
        reference: `e-Transfer ${invoice.number}`,
        idempotency_key: `seed-paid-${paidId}`,
      },
      staff,
    );
  }
  if (paidId) {
    // Found chipped at pickup: a credit note for part of the first lot, refunded to the e-Transfer.
    const invoice = await olderInvoices.staffInvoice(paidId);
    const lot = invoice.lines.find((line) => line.kind === 'lot');
    const payment = invoice.payments.find((entry) => entry.kind === 'payment');
    if (lot && payment && lot.amount_cents >= 2_000) {
      const creditNotes = createCreditNotesService({
        db,
        clock: () => now,
        settings,
        ledger: createInvoiceLedger({ db }),
        invoices: olderInvoices,
        mail,
        publicUrl,
        siteName: async () => (await settings.get()).site_name,
      });
      const credited = Math.round(lot.amount_cents / 4 / 100) * 100;
      const { credit_note } = await creditNotes.issue(
        paidId,
        {
          lines: [{ kind: 'lot', invoice_line_id: lot.id, amount_cents: credited }],
          whole_invoice: false,
          reason: `Lot ${lot.lot_number ?? ''} was found with a chipped corner at pickup`,
          idempotency_key: `seed-credit-note-${paidId}`,
        },
        staff,
      );
      await payments.refund(
        paidId,
        {
          payment_id: payment.id,
          amount_cents: credit_note.total_cents,
          reason: `Refund of credit note ${credit_note.number}`,
          idempotency_key: `seed-credit-refund-${paidId}`,
        },
        staff,
      );
    }
  }
  if (partlyLateId) {
    const invoice = await olderInvoices.staffInvoice(partlyLateId);
    await payments.record(
      partlyLateId,
      {
        method: 'cash',
        amount_cents: Math.floor(invoice.balance_cents / 2),
        received_on: calendarDateIn(olderDay, timeZone),
        reference: 'Counter',
        idempotency_key: `seed-late-${partlyLateId}`,
      },
      staff,
    );
  }

  // The recent sale was invoiced today: one partly paid in cash, one void and replaced by a new
  // issued invoice, any others simply issued.
  const recentInvoices = serviceAt(now);
  await recentInvoices.generate(recent.id, staff);
  const recentIds = await recentInvoices.draftIds(recent.id);
  for (const id of recentIds) await recentInvoices.issue(id, staff);
  count += recentIds.length;
  const [partlyId, voidId] = recentIds;
  if (partlyId) {
    const invoice = await recentInvoices.staffInvoice(partlyId);
    await payments.record(
      partlyId,
      {
        method: 'cash',
        amount_cents: Math.floor(invoice.balance_cents / 3),
        received_on: today,
        reference: 'Counter',
        idempotency_key: `seed-partly-${partlyId}`,
      },
      staff,
    );
  }
  if (voidId) {
    await recentInvoices.void(voidId, 'Issued with the wrong lots; replaced', staff);
    await recentInvoices.generate(recent.id, staff);
    for (const id of await recentInvoices.draftIds(recent.id)) await recentInvoices.issue(id, staff);
    count += 1;
  }
  return { invoices: count };
}
