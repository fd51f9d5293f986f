// Generates the invoices of a closed timed sale of 1,000 lots bought by 300 buyers, through the
// invoice service (one transaction: lines, premium, tax by place of supply, totals, audit), next
// to the same rows written by one SQL statement (the database's limit). Figures, not assertions.
// BENCH_DATABASE=pglite or postgres measures one of them.
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/database';
import { createInvoicesService } from '../apps/server/src/modules/invoices/invoices.service';
import { createSettingsRepository } from '../apps/server/src/modules/settings/settings.repository';
import { createSettingsService } from '../apps/server/src/modules/settings/settings.service';
import { createAuditRepository } from '../apps/server/src/platform/audit.repository';
import { forEachBenchDatabase } from './bid-sale';

const lotCount = 1_000;
const buyerCount = 300;
const runs = 3;

async function closedSale(db: Database): Promise<string> {
  const [auction] = (
    (await db.execute(
      sql`insert into auctions (slug, title, status, type, start_at, end_at, buyer_premium)
      values ('bench-closed-sale', 'Bench closed sale', 'closed', 'timed', '2026-06-01T12:00:00Z', '2026-06-10T20:00:00Z',
        '{"kind":"tiered","tiers":[{"from_cents":0,"rate_bp":2000},{"from_cents":500000,"rate_bp":1500}]}'::jsonb)
      returning id`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  const auctionId = (auction as { id: string }).id;
  await db.execute(
    sql`insert into users (email, name, first_name, password_hash, roles, email_verified_at, terms_accepted_at)
    select 'bench-buyer-' || n || '@example.ca', 'Buyer ' || n, 'Buyer', 'x', array['Bidder'], now(), now()
    from generate_series(1, ${buyerCount}) n`,
  );
  await db.execute(
    sql`insert into auction_registrations (auction_id, user_id, paddle_number, status, terms_accepted_at)
    select ${auctionId}::uuid, u.id, 7000 + row_number() over (order by u.email), 'approved', now()
    from users u where u.email like 'bench-buyer-%'`,
  );
  await db.execute(
    sql`insert into lots (auction_id, lot_number, sale_order, title, slug, starting_bid_cents, status, current_price_cents, high_bidder_id)
    select ${auctionId}::uuid, n::text, n, 'Lot ' || n, 'lot-' || n, 1000, 'sold', 1000 + (n * 7919) % 900000,
      (select r.user_id from auction_registrations r where r.auction_id = ${auctionId}::uuid and r.paddle_number = 7001 + (n % ${buyerCount}))
    from generate_series(1, ${lotCount}) n`,
  );
  return auctionId;
}

/** The limit: every invoice and line of the sale in one INSERT ... SELECT (tiered premium and 14% HST in SQL). */
async function oneStatement(db: Database, auctionId: string) {
  await db.execute(
    sql`with sold as (
      select l.id, l.lot_number, l.title, l.current_price_cents as h, r.id as reg, r.user_id,
        ((least(l.current_price_cents, 500000) * 2000 + greatest(l.current_price_cents - 500000, 0) * 1500 + 5000) / 10000) as p
      from lots l join auction_registrations r on r.auction_id = l.auction_id and r.user_id = l.high_bidder_id
      where l.auction_id = ${auctionId}::uuid and l.status = 'sold'),
    buyers as (select reg, user_id, sum(h) as hammer, sum(p) as premium from sold group by reg, user_id),
    inv as (
      insert into invoices (auction_id, registration_id, buyer_user_id, sale_date, tax_rate_bps, hammer_cents, premium_cents, tax_cents, total_cents)
      select ${auctionId}::uuid, reg, user_id, '2026-06-10', 1400, hammer, premium, ((hammer + premium) * 1400 + 5000) / 10000,
        hammer + premium + ((hammer + premium) * 1400 + 5000) / 10000
      from buyers returning id, registration_id)
    insert into invoice_lines (invoice_id, position, kind, lot_id, lot_number, description, amount_cents, premium_cents)
    select inv.id, row_number() over (partition by sold.reg order by sold.lot_number), 'lot', sold.id, sold.lot_number, sold.title, sold.h, sold.p
    from sold join inv on inv.registration_id = sold.reg`,
  );
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

await forEachBenchDatabase(async (database) => {
  const db = database.handle.db;
  const audit = createAuditRepository(db);
  const settings = createSettingsService({ settings: createSettingsRepository(db), audit });
  const invoices = createInvoicesService({ db, settings, clock: () => new Date() });
  const auctionId = await closedSale(db);
  const clear = () => db.execute(sql`delete from invoices where auction_id = ${auctionId}::uuid`);
  const service: number[] = [];
  const limit: number[] = [];
  let created = 0;
  for (let run = 0; run < runs; run += 1) {
    await clear();
    let started = performance.now();
    created = (await invoices.generate(auctionId, null)).created;
    service.push(performance.now() - started);
    await clear();
    started = performance.now();
    await oneStatement(db, auctionId);
    limit.push(performance.now() - started);
  }
  console.log(`\n${database.kind}: generate ${created} invoices for ${lotCount} lots (median of ${runs})`);
  console.log(`  invoice service: ${median(service).toFixed(0)} ms`);
  console.log(`  one SQL statement (limit): ${median(limit).toFixed(0)} ms`);
  console.log(`  ratio service / limit: ${(median(service) / median(limit)).toFixed(1)}x`);
});
