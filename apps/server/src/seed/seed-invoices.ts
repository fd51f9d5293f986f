import { calendarDateIn } from '@auction/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { oneOf, rowsOf } from '../db/queries';
import { createInvoiceLedger } from '../modules/invoices/invoice-ledger';
import { createInvoicesService } from '../modules/invoices/invoices.service';
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
  options: { now?: Date } = {},
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
  const payments = createPaymentsService({
    db,
    settings,
    stripe: null,
    clock: () => now,
    log: quiet,
    ledger: createInvoiceLedger({ db }),
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
