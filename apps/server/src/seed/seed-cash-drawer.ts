import { calendarDateIn } from '@auction/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { oneOf } from '../db/queries';
import { createCashDrawerRepository } from '../modules/cash-drawer/cash-drawer.repository';
import { createCashDrawerService } from '../modules/cash-drawer/cash-drawer.service';
import { createSettingsRepository } from '../modules/settings/settings.repository';
import { createSettingsService } from '../modules/settings/settings.service';
import { createAuditRepository } from '../platform/audit.repository';

/** What the demo's counter was short by on its counted day, and why. */
export const demoShortfallCents = 500;
export const demoShortfallNote =
  'Short $5.00: change for a $20 given twice at pickup; the buyer has been called and will drop it off.';

/**
 * The demo's counted day: the last day up to today (in Halifax) with payments at the counter,
 * counted with a $200 float and the cash $5.00 short, with the note. Through the drawer's service,
 * as staff would.
 */
export async function seedCashDrawer(
  db: Database,
  options: { now?: Date } = {},
): Promise<{ day: string } | null> {
  const now = options.now ?? new Date();
  const settings = createSettingsService({
    settings: createSettingsRepository(db),
    audit: createAuditRepository(db),
  });
  const today = calendarDateIn(now, (await settings.get()).time_zone);
  const row = await oneOf<{ day: string }>(
    db,
    sql`select received_on::text as day from payments
      where method in ('cash', 'cheque', 'debit', 'card_counter') and received_on <= ${today}::date
        and not exists (select 1 from cash_drawer_counts)
      group by received_on order by received_on desc limit 1`,
  );
  const staff = await oneOf<{ id: string }>(
    db,
    sql`select id from users where 'Staff' = any(roles) or 'Admin' = any(roles) order by email limit 1`,
  );
  if (!row || !staff) return null;
  const drawer = createCashDrawerService({
    db,
    settings,
    clock: () => now,
    cashDrawer: createCashDrawerRepository(db),
  });
  const { expected } = await drawer.day(row.day);
  const floatCents = 20_000;
  await drawer.record(
    {
      day: row.day,
      float_cents: floatCents,
      counted_cash_cents: Math.max(0, floatCents + expected.cash_cents - demoShortfallCents),
      counted_cheque_cents: Math.max(0, expected.cheque_cents),
      counted_card_cents: Math.max(0, expected.card_cents),
      note: demoShortfallNote,
    },
    staff,
  );
  return { day: row.day };
}
