import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from '../db/queries';
import { finaliseStatement, recordPayout } from '../modules/consignor-statements/statement-changes';
import { generateStatements } from '../modules/consignor-statements/statement-generation';
import { taxRateFor } from '../modules/invoices/recompute-totals';

export interface StatementSeedResult {
  statements: number;
  paid: number;
}

/**
 * The demo's settled past sale: the older invoiced sale's lots are shared among the demo
 * consignors, their statements generated, finalised (with a reason where a buyer still owes) and
 * all but one paid out by cheque or e-Transfer, so a newcomer sees final and paid statements and
 * the demo consignor finds his in his portal. Through the statement code, as staff would.
 */
export async function seedStatements(
  db: Database,
  options: { now?: Date } = {},
): Promise<StatementSeedResult | null> {
  const now = options.now ?? new Date();
  const [sale] = await rowsOf<{ id: string; end_at: string | Date }>(
    db,
    sql`select a.id, a.end_at from auctions a where a.status = 'closed' and a.type = 'timed'
      and exists (select 1 from invoices i where i.auction_id = a.id)
      and not exists (select 1 from consignor_statements)
      order by a.end_at asc limit 1`,
  );
  const [staff] = await rowsOf<{ id: string }>(
    db,
    sql`select id from users where 'Staff' = any(roles) or 'Admin' = any(roles) order by email limit 1`,
  );
  const consignorIds = (
    await rowsOf<{ id: string }>(db, sql`select id from consignors where archived_at is null order by number`)
  ).map((row) => row.id);
  if (!sale || !staff || consignorIds.length === 0) return null;
  const actor = { id: staff.id };
  // The sale's lots, dealt among the consignors in lot order.
  await db.execute(
    sql`update lots l set consignor_id = (array[${sql.join(
      consignorIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}])[1 + (numbered.n % ${consignorIds.length})]
      from (select id, row_number() over (order by sale_order) as n from lots where auction_id = ${sale.id}::uuid) numbered
      where l.id = numbered.id and l.consignor_id is null`,
  );
  const paidOn = new Date(new Date(sale.end_at).getTime() + 14 * 86_400_000).toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const generated = await generateStatements(
      tx,
      { sale: { kind: 'auction', auctionId: sale.id }, actorId: actor.id, now },
      taxRateFor,
    );
    const statements = await rowsOf<{ id: string; net_payout_cents: string | number }>(
      tx,
      sql`select s.id, s.net_payout_cents from consignor_statements s join consignors c on c.id = s.consignor_id
        where s.auction_id = ${sale.id}::uuid order by c.number`,
    );
    let paid = 0;
    for (const [index, statement] of statements.entries()) {
      await finaliseStatement(
        tx,
        statement.id,
        'Settled at the consignor’s request before every buyer had paid; the office collects the rest at pickup.',
        actor,
      );
      const net = Number(statement.net_payout_cents);
      // The last statement stays final: its cheque is still to be written.
      if (index === statements.length - 1 || net <= 0) continue;
      await recordPayout(
        tx,
        statement.id,
        {
          method: index % 2 === 0 ? 'cheque' : 'e_transfer',
          amount_cents: net,
          reference: index % 2 === 0 ? `Cheque ${2101 + index}` : `CA${(740_000 + index).toString()}`,
          paid_on: paidOn,
          note: '',
          idempotency_key: `seed-payout-${statement.id}`,
        },
        actor,
      );
      paid += 1;
    }
    return { statements: generated.created, paid };
  });
}
