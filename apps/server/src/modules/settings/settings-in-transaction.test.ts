import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { Database, DatabaseHandle } from '../../db/database';
import { settings } from '../../db/schema';
import { createMailService } from '../../mail/mail.service';
import { createOutboxRepository } from '../../mail/outbox.repository';
import { createAuditRepository } from '../../platform/audit.repository';
import { createInvoiceLedger } from '../invoices/invoice-ledger';
import { createMoneyMails } from '../payments/money-mails';
import { createPaymentSteps } from '../payments/payment-steps';
import { createSettingsRepository } from './settings.repository';
import { createSettingsService } from './settings.service';

let database: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

/** Every read here expires at once: the embedded database then hung on a read inside a transaction. */
function expiringSettings() {
  return createSettingsService({
    settings: createSettingsRepository(db),
    audit: createAuditRepository(db),
    cacheMs: 0,
  });
}

/** Fails instead of hanging the test run for good. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms),
    ),
  ]);
}

async function storeSiteName(name: string) {
  await db
    .insert(settings)
    .values({ key: 'site_name', value: name })
    .onConflictDoUpdate({ target: settings.key, set: { value: name } });
}

describe('a settings read while a transaction is open', () => {
  it('answers the cached value at once, however old, and does not wait on the database', async () => {
    await storeSiteName('Harbourside Auctions');
    const service = expiringSettings();
    await service.get();
    const name = await within(
      3_000,
      db.transaction(async (tx) => {
        await tx.execute('select 1');
        return (await service.get()).site_name;
      }),
    );
    expect(name).toBe('Harbourside Auctions');
  });

  it('reads through the transaction it is given when nothing is cached', async () => {
    const service = expiringSettings();
    const zone = await within(
      3_000,
      db.transaction(async (tx) => (await service.get(tx)).time_zone),
    );
    expect(zone).toBe('America/Halifax');
  });

  it('lets the payment ledger read the house day inside its transaction with the cache expired', async () => {
    const house = expiringSettings();
    const clock = () => new Date('2026-11-28T02:30:00Z');
    const log = { warn() {}, error() {}, info() {} } as never;
    const mail = createMailService({
      outbox: createOutboxRepository(db),
      sender: null,
      links: { fill: async (stored) => stored },
      log,
      clock,
    });
    const steps = createPaymentSteps({
      db,
      settings: house,
      stripe: null,
      clock,
      log,
      ledger: createInvoiceLedger({ db }),
      moneyMails: createMoneyMails({ mail, publicUrl: 'http://localhost:3000', settings: house }),
    });
    // 02:30 UTC is still the 27th in Halifax.
    const day = await within(
      3_000,
      db.transaction((tx) => steps.today(tx)),
    );
    expect(day).toBe('2026-11-27');
  });
});

describe('an expired value', () => {
  it('is refreshed in the background, so the next read sees a change made elsewhere', async () => {
    await storeSiteName('Harbourside Auctions');
    const service = expiringSettings();
    await service.get();
    await storeSiteName('Harbourside Auctions & Appraisals');
    await service.get();
    await vi.waitFor(async () => {
      expect((await service.get()).site_name).toBe('Harbourside Auctions & Appraisals');
    });
  });

  it('never puts back a value read before a change on this instance', async () => {
    await storeSiteName('Harbourside Auctions');
    const service = expiringSettings();
    await service.get();
    await service.get(); // starts a background refresh
    const after = await service.update(
      { site_name: 'Harbourside Estate Auctions' },
      { id: null as never, ip: '127.0.0.1' },
    );
    expect(after.site_name).toBe('Harbourside Estate Auctions');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await service.get()).site_name).toBe('Harbourside Estate Auctions');
    expect((await service.get()).site_name).toBe('Harbourside Estate Auctions');
  });
});
