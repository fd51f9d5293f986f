// Generates the consignor statements of a closed sale of 1,000 lots from 50 consignors, every lot
// sold and every buyer's invoice paid, through the statement code (one transaction: lots, terms,
// advances and paid state read set-based, drafts, lines and recoveries inserted in bulk), next to
// the same statement and line rows written by one INSERT ... SELECT (the database's limit).
// Figures, not assertions. BENCH_DATABASE=pglite or postgres measures one of them.
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/database';
import { generateStatements } from '../apps/server/src/modules/consignor-statements/statement-generation';
import { taxRateFor } from '../apps/server/src/modules/invoices/recompute-totals';
import { forEachBenchDatabase } from './bid-sale';

const lotCount = 1_000;
const consignorCount = 50;
const runs = 3;

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A closed sale whose lots are all sold to one buyer whose paid invoice holds every lot. */
async function closedSale(db: Database): Promise<string> {
  const [profile] = await rowsOf<{ id: string }>(
    db,
    sql`insert into commission_profiles (name, kind, tiers, minimum_per_lot_cents, lot_fee_cents, photo_fee_cents, unsold_fee_cents)
      values ('Bench estate', 'sliding', '[{"from_cents":0,"rate_bp":2500},{"from_cents":50000,"rate_bp":2000}]'::jsonb, 1000, 200, 100, 500)
      returning id`,
  );
  await db.execute(
    sql`insert into consignors (name, commission_profile_id)
      select 'Bench consignor ' || n, ${profile?.id}::uuid from generate_series(1, ${consignorCount}) n`,
  );
  await db.execute(
    sql`insert into consignor_advances (consignor_id, amount_cents, paid_on)
      select id, 20000, '2026-05-01' from consignors where name like 'Bench consignor %'`,
  );
  const [auction] = await rowsOf<{ id: string }>(
    db,
    sql`insert into auctions (slug, title, status, type, start_at, end_at)
      values ('bench-statements-sale', 'Bench statements sale', 'closed', 'timed', '2026-06-01T12:00:00Z', '2026-06-10T20:00:00Z')
      returning id`,
  );
  const auctionId = auction?.id ?? '';
  const [buyer] = await rowsOf<{ id: string }>(
    db,
    sql`insert into users (email, name, first_name, password_hash, roles, email_verified_at, terms_accepted_at)
      values ('bench-statement-buyer@example.ca', 'Buyer', 'Buyer', 'x', array['Bidder'], now(), now()) returning id`,
  );
  await db.execute(
    sql`insert into lots (auction_id, lot_number, sale_order, title, slug, starting_bid_cents, status, current_price_cents, consignor_id)
      select ${auctionId}::uuid, n::text, n, 'Lot ' || n, 'lot-' || n, 1000, 'sold', 1000 + (n * 7919) % 900000,
        (select id from consignors where name = 'Bench consignor ' || (1 + n % ${consignorCount}))
      from generate_series(1, ${lotCount}) n`,
  );
  const [registration] = await rowsOf<{ id: string }>(
    db,
    sql`insert into auction_registrations (auction_id, user_id, paddle_number, status, terms_accepted_at)
      values (${auctionId}::uuid, ${buyer?.id}::uuid, 7001, 'approved', now()) returning id`,
  );
  const [invoice] = await rowsOf<{ id: string }>(
    db,
    sql`insert into invoices (auction_id, registration_id, buyer_user_id, status, number, sale_date, tax_rate_bps, total_cents, paid_cents)
      values (${auctionId}::uuid, ${registration?.id}::uuid, ${buyer?.id}::uuid, 'paid', 'B-1', '2026-06-10', 0, 1, 1) returning id`,
  );
  await db.execute(
    sql`insert into invoice_lines (invoice_id, position, kind, lot_id, lot_number, description, amount_cents)
      select ${invoice?.id}::uuid, sale_order, 'lot', id, lot_number, title, current_price_cents
      from lots where auction_id = ${auctionId}::uuid`,
  );
  return auctionId;
}

/** The limit: every statement and line of the sale in one statement (sliding commission, fees, 14% HST in SQL). */
async function oneStatement(db: Database, auctionId: string) {
  await db.execute(
    sql`with sold as (
      select l.id, l.lot_number, l.title, l.consignor_id, l.sale_order, l.current_price_cents as h,
        greatest(least(l.current_price_cents,
          (l.current_price_cents * case when l.current_price_cents >= 50000 then 2000 else 2500 end + 5000) / 10000), 1000) as c
      from lots l where l.auction_id = ${auctionId}::uuid and l.status = 'sold'),
    per as (select consignor_id, count(*) as n, sum(h) as hammer, sum(c) + 200 * count(*) as charges from sold group by consignor_id),
    st as (
      insert into consignor_statements (consignor_id, kind, auction_id, sale_date, lots_count, sold_lots_count,
        hammer_cents, commission_cents, lot_fees_cents, charges_cents, tax_rate_bp, tax_on_charges_cents, net_payout_cents)
      select consignor_id, 'auction', ${auctionId}::uuid, '2026-06-10', n, n, hammer, charges - 200 * n, 200 * n, charges, 1400,
        (charges * 1400 + 5000) / 10000, hammer - charges - (charges * 1400 + 5000) / 10000
      from per returning id, consignor_id)
    insert into consignor_statement_lines (statement_id, position, outcome, lot_id, reference, title, hammer_cents,
      commission_cents, lot_fee_cents, buyer_paid)
    select st.id, row_number() over (partition by sold.consignor_id order by sold.sale_order), 'sold', sold.id,
      sold.lot_number, sold.title, sold.h, sold.c, 200, true
    from sold join st on st.consignor_id = sold.consignor_id`,
  );
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

await forEachBenchDatabase(async (database) => {
  const db = database.handle.db;
  const auctionId = await closedSale(db);
  const clear = () => db.execute(sql`delete from consignor_statements where auction_id = ${auctionId}::uuid`);
  const service: number[] = [];
  const limit: number[] = [];
  let created = 0;
  for (let run = 0; run < runs; run += 1) {
    await clear();
    let started = performance.now();
    created = (
      await db.transaction((tx) =>
        generateStatements(
          tx,
          { sale: { kind: 'auction', auctionId }, actorId: null, now: new Date() },
          taxRateFor,
        ),
      )
    ).created;
    service.push(performance.now() - started);
    await clear();
    started = performance.now();
    await oneStatement(db, auctionId);
    limit.push(performance.now() - started);
  }
  const ms = median(service);
  console.log(`\n${database.kind}: ${created} statements for ${lotCount} lots (median of ${runs})`);
  console.log(
    `  statement generation: ${ms.toFixed(0)} ms a sale, ${((created / ms) * 1000).toFixed(0)} statements/s`,
  );
  console.log(`  one SQL statement (limit): ${median(limit).toFixed(0)} ms`);
  console.log(`  ratio generation / limit: ${(ms / median(limit)).toFixed(1)}x`);
});
