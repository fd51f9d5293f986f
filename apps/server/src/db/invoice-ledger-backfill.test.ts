import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './database';
import { createPglite } from './pglite';
import { rowsOf } from './queries';

const ledgerMigration = '0014_invoice_ledger';
let dir: string;
let client: PGlite;

/** The migrations as they were before the ledger's, in a folder of their own. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = join(dir, 'migrations');
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ledger-backfill-'));
  client = await createPglite();
});
afterAll(async () => {
  await client.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the invoice ledger migration', () => {
  it('fills in what each invoice received, refunded and still owes from its payments', async () => {
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: await migrationsBefore(ledgerMigration) });
    const [buyer] = await rowsOf<{ id: string }>(
      db,
      sql`insert into users (email, name, password_hash) values ('backfill@example.com', 'Ada', 'x') returning id`,
    );
    const invoice = async (status: string, total: number, paid: number) => {
      const [row] = await rowsOf<{ id: string }>(
        db,
        sql`insert into invoices (kind, buyer_user_id, status, number, sale_date, tax_rate_bps, total_cents, paid_cents)
        values ('buy_now', ${buyer?.id}::uuid, ${status}, ${`2026-${Math.random().toString().slice(2, 8)}`},
          '2026-11-20', 1400, ${total}, ${paid}) returning id`,
      );
      return row?.id as string;
    };
    const entry = async (invoiceId: string, kind: string, cents: number, reverses: string | null = null) => {
      const [row] = await rowsOf<{ id: string }>(
        db,
        sql`insert into payments (invoice_id, kind, method, amount_cents, received_on, reverses_payment_id)
        values (${invoiceId}::uuid, ${kind}, 'cash', ${cents}, '2026-11-21', ${reverses}::uuid) returning id`,
      );
      return row?.id as string;
    };
    const refunded = await invoice('partially_paid', 91_895, 86_765);
    await entry(refunded, 'payment', 91_895);
    await entry(refunded, 'refund', -5_130);
    const corrected = await invoice('partially_paid', 20_000, 5_000);
    const mistake = await entry(corrected, 'payment', 3_000);
    await entry(corrected, 'reversal', -3_000, mistake);
    await entry(corrected, 'payment', 5_000);
    const wrongRefund = await entry(corrected, 'refund', -1_000);
    await entry(corrected, 'reversal', 1_000, wrongRefund);
    const unpaid = await invoice('issued', 12_000, 0);
    const voided = await invoice('void', 12_000, 0);

    await migrate(db, { migrationsFolder });

    const figures = await rowsOf<{
      id: string;
      received_cents: number;
      refunded_cents: number;
      paid_cents: number;
      balance_cents: number;
    }>(
      db,
      sql`select id, received_cents::float8 as received_cents, refunded_cents::float8 as refunded_cents,
        paid_cents::float8 as paid_cents, balance_cents::float8 as balance_cents from invoices`,
    );
    const of = (id: string) => figures.find((row) => row.id === id);
    expect(of(refunded)).toMatchObject({
      received_cents: 91_895,
      refunded_cents: 5_130,
      paid_cents: 86_765,
      balance_cents: 5_130,
    });
    expect(of(corrected)).toMatchObject({
      received_cents: 5_000,
      refunded_cents: 0,
      paid_cents: 5_000,
      balance_cents: 15_000,
    });
    expect(of(unpaid)).toMatchObject({ received_cents: 0, refunded_cents: 0, balance_cents: 12_000 });
    expect(of(voided)).toMatchObject({ balance_cents: 0 });
  });
});
