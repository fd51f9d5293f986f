import type { DrawerCount, DrawerCountPage, DrawerDay } from '@auction/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsignor, buildUser, tokenFor } from '../../../test/factories';
import { buildIssuedInvoice } from '../../../test/payments/issued-invoice';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { auditLog, cashDrawerCounts, consignorPayouts, consignorStatements, payments } from '../../db/schema';

// 2 p.m. in Halifax on 2026-12-10; 2 a.m. UTC the next day is still the 10th there.
const clock = testClock(new Date('2026-12-10T18:00:00Z'));
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff'], name: 'Colette Arsenault' }));
});
afterAll(() => t.close());

type Entry = {
  method: (typeof payments.$inferInsert)['method'];
  cents: number;
  kind?: 'refund' | 'reversal';
};

/** The day's payments at the counter and online, as the ledger leaves them (refunds negative). */
async function paymentsOn(day: string, entries: Entry[]) {
  const { invoice } = await buildIssuedInvoice(t, { totalCents: 1_000_000 });
  await t.db.insert(payments).values(
    entries.map((entry, index) => ({
      invoice_id: invoice.id,
      kind: entry.kind ?? ('payment' as const),
      method: entry.method,
      amount_cents: entry.cents,
      received_on: day,
      idempotency_key: `drawer-${day}-${index}-${Math.random()}`,
    })),
  );
}

/** Cash paid out of the drawer to a consignor on the day, and a reversed one. */
async function consignorCashOn(day: string, paidCents: number, reversedCents: number) {
  const consignor = await buildConsignor(t, { name: 'Hector Gallant' });
  const [statement] = await t.db
    .insert(consignorStatements)
    .values({
      consignor_id: consignor.id,
      kind: 'buy_now',
      period_start: day,
      period_end: day,
      status: 'final',
      sale_date: day,
      net_payout_cents: paidCents + reversedCents,
    })
    .returning();
  if (!statement) throw new Error('no statement');
  const payout = {
    statement_id: statement.id,
    consignor_id: consignor.id,
    method: 'cash' as const,
    paid_on: day,
  };
  const [reversed] = await t.db
    .insert(consignorPayouts)
    .values({ ...payout, amount_cents: reversedCents })
    .returning();
  await t.db.insert(consignorPayouts).values([
    { ...payout, amount_cents: paidCents },
    { ...payout, kind: 'reversal', amount_cents: reversedCents, reverses_id: reversed?.id },
    { ...payout, method: 'cheque', amount_cents: 77_700 },
  ]);
}

const drawerDay = (day: string) =>
  t.request<DrawerDay>({ method: 'GET', url: `/api/admin/cash-drawer/days/${day}`, token: staff });
const count = (payload: Record<string, unknown>) =>
  t.request<DrawerCount>({ method: 'POST', url: '/api/admin/cash-drawer/counts', token: staff, payload });
const countsOf = async (day: string) =>
  t.db.select().from(cashDrawerCounts).where(eq(cashDrawerCounts.day, day));

describe('the day-end cash drawer', () => {
  it('expects the day’s cash, cheques and card slips, less refunds, reversals and cash paid to consignors', async () => {
    await paymentsOn('2026-12-01', [
      { method: 'cash', cents: 25_000 },
      { method: 'cash', cents: 4_000 },
      { method: 'cash', cents: -1_500, kind: 'refund' },
      { method: 'cheque', cents: 60_000 },
      { method: 'debit', cents: 12_000 },
      { method: 'card_counter', cents: 8_000 },
      { method: 'debit', cents: -12_000, kind: 'reversal' },
      { method: 'etransfer', cents: 50_000 },
      { method: 'stripe', cents: 33_300 },
    ]);
    await paymentsOn('2026-12-02', [{ method: 'cash', cents: 99_900 }]);
    await consignorCashOn('2026-12-01', 5_000, 2_000);

    const answer = await drawerDay('2026-12-01');
    expect(answer.status).toBe(200);
    expect(answer.body.expected).toEqual({ cash_cents: 22_500, cheque_cents: 60_000, card_cents: 8_000 });
    expect(answer.body.consignor_cash_paid_cents).toBe(5_000);
    expect(answer.body.entries).toBe(7);
    expect(answer.body.counts).toEqual([]);
  });

  it('keeps a $5.00 shortfall with its note, and a recount stands with the first kept as history', async () => {
    await paymentsOn('2026-12-03', [
      { method: 'cash', cents: 18_000 },
      { method: 'cheque', cents: 40_000 },
      { method: 'card_counter', cents: 9_950 },
    ]);
    const first = await count({
      day: '2026-12-03',
      float_cents: 20_000,
      counted_cash_cents: 37_500,
      counted_cheque_cents: 40_000,
      counted_card_cents: 9_950,
      note: 'Short $5: change given twice on a $20, the buyer is bringing it back.',
    });
    expect(first.status).toBe(201);
    expect(first.body.expected).toEqual({ cash_cents: 18_000, cheque_cents: 40_000, card_cents: 9_950 });
    expect(first.body.over_short).toEqual({
      cash_cents: -500,
      cheque_cents: 0,
      card_cents: 0,
      total_cents: -500,
    });
    expect(first.body.counted_by.name).toBe('Colette Arsenault');

    const recount = await count({
      day: '2026-12-03',
      float_cents: 20_000,
      counted_cash_cents: 38_000,
      counted_cheque_cents: 40_000,
      counted_card_cents: 9_950,
    });
    expect(recount.status).toBe(201);
    expect(recount.body.over_short.total_cents).toBe(0);
    expect(recount.body.note).toBe('');

    const day = await drawerDay('2026-12-03');
    expect(day.body.counts.map((entry) => entry.id)).toEqual([recount.body.id, first.body.id]);
    const list = await t.request<DrawerCountPage>({
      method: 'GET',
      url: '/api/admin/cash-drawer/counts?per_page=50',
      token: staff,
    });
    const listed = list.body.data.find((entry) => entry.day === '2026-12-03');
    expect(listed?.count.id).toBe(recount.body.id);
    expect(listed?.earlier.map((entry) => entry.id)).toEqual([first.body.id]);
    expect(listed?.earlier[0]?.note).toContain('change given twice');
    expect(list.body.data.map((entry) => entry.day)).toEqual(
      [...list.body.data.map((entry) => entry.day)].sort().reverse(),
    );
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'cash_drawer.counted'));
    expect(audits.map((audit) => audit.entity_id)).toEqual(
      expect.arrayContaining([first.body.id, recount.body.id]),
    );
  });

  it('keeps what the payments said when counted, while the day shows a payment entered later', async () => {
    await paymentsOn('2026-12-04', [{ method: 'cash', cents: 10_000 }]);
    const counted = await count({
      day: '2026-12-04',
      counted_cash_cents: 10_000,
      counted_cheque_cents: 0,
      counted_card_cents: 0,
    });
    expect(counted.body.over_short.total_cents).toBe(0);
    await paymentsOn('2026-12-04', [{ method: 'cash', cents: 2_500 }]);
    const day = await drawerDay('2026-12-04');
    expect(day.body.expected.cash_cents).toBe(12_500);
    expect(day.body.counts[0]?.expected.cash_cents).toBe(10_000);
  });

  it('refuses a count off without a note, and bad figures, with 422 naming the field, saving nothing', async () => {
    await paymentsOn('2026-12-05', [{ method: 'cheque', cents: 30_000 }]);
    const body = {
      day: '2026-12-05',
      counted_cash_cents: 0,
      counted_cheque_cents: 30_000,
      counted_card_cents: 0,
    };
    // Over in one compartment and short in another still wants saying why.
    const offsetting = await count({
      ...body,
      counted_cash_cents: 500,
      counted_cheque_cents: 29_500,
      note: '  ',
    });
    expect(offsetting.status).toBe(422);
    expect(offsetting.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(offsetting.body.errors ?? {})).toEqual(['note']);

    const bad = await count({
      day: '2026-12-05',
      float_cents: -100,
      counted_cash_cents: 12.5,
      counted_cheque_cents: 'thirty',
      note: 'x'.repeat(1001),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual([
      'counted_card_cents',
      'counted_cash_cents',
      'counted_cheque_cents',
      'float_cents',
      'note',
    ]);
    expect(await countsOf('2026-12-05')).toHaveLength(0);
  });

  it('refuses a day still to come in Halifax and a day not on the calendar', async () => {
    const body = { counted_cash_cents: 0, counted_cheque_cents: 0, counted_card_cents: 0 };
    clock.advance(8 * 3_600_000); // 02:00 UTC on the 11th: 10 p.m. on the 10th in Halifax
    const tomorrow = await count({ ...body, day: '2026-12-11' });
    expect(tomorrow.status).toBe(422);
    expect(tomorrow.body.errors?.day).toEqual(['A count cannot be for a day still to come.']);
    expect((await drawerDay('2026-12-11')).status).toBe(422);
    expect((await count({ ...body, day: '2026-12-10' })).status).toBe(201);
    clock.advance(-8 * 3_600_000);

    for (const day of ['2026-02-30', '2026-13-01', '10/12/2026', '']) {
      const answer = await count({ ...body, day });
      expect(answer.status, day).toBe(422);
      expect(Object.keys(answer.body.errors ?? {}), day).toEqual(['day']);
    }
    expect((await drawerDay('2026-02-30')).status).toBe(422);
    expect(await countsOf('2026-12-11')).toHaveLength(0);
  });

  it('never changes a count once saved: the table refuses updates and deletes', async () => {
    const saved = await count({
      day: '2026-12-06',
      counted_cash_cents: 0,
      counted_cheque_cents: 0,
      counted_card_cents: 0,
    });
    expect(saved.status).toBe(201);
    await expect(
      t.db.execute(sql`update cash_drawer_counts set note = 'changed' where id = ${saved.body.id}::uuid`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`delete from cash_drawer_counts where id = ${saved.body.id}::uuid`),
    ).rejects.toThrow();
    expect((await countsOf('2026-12-06'))[0]?.note).toBe('');
  });
});
