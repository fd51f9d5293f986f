import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../wall-clock';
import {
  daysFrom,
  type FeeStep,
  feeDescription,
  feeFigures,
  feeSettingsDefaults,
  feeStep,
  type LateFeeRule,
  lateFeeAmount,
  lateFeeStartsOn,
  storageDayAmount,
  storageStartsOn,
} from './fees';
import { balanceCents, invoiceMoney, statusFromPaid } from './payments';

const day = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));

const lateRule: fc.Arbitrary<LateFeeRule> = fc.record({
  enabled: fc.constant(true),
  after_days: fc.integer({ min: 1, max: 90 }),
  method: fc.constantFrom('fixed' as const, 'percent' as const),
  amount_cents: fc.integer({ min: 1, max: 100_000 }),
  rate_bps: fc.integer({ min: 1, max: 2_500 }),
  minimum_cents: fc.integer({ min: 0, max: 10_000 }),
  taxable: fc.boolean(),
});

/** Runs the job's rule for one fee day by day: what it notices and charges. */
function playDays(start: string, days: number, startsOn: string, noticeDays: number) {
  let notice: string | null = null;
  let noticeSentOn: string | null = null;
  const charged: string[] = [];
  for (let n = 0; n < days; n++) {
    const today = addCalendarDays(start, n);
    const step: FeeStep = feeStep({ today, startsOn, noticeAppliesOn: notice, noticeDays });
    if (step.kind === 'notice') {
      notice = step.appliesOn;
      noticeSentOn = today;
    }
    if (step.kind === 'charge') charged.push(today);
  }
  return { notice, noticeSentOn, charged };
}

describe('fees, for any settings and days', () => {
  it('never charges a fee before the buyer was told, nor sooner than the notice days after telling', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 14 }),
        (start, offset, noticeDays) => {
          const startsOn = addCalendarDays(start, offset);
          const { notice, noticeSentOn, charged } = playDays(start, 90, startsOn, noticeDays);
          expect(notice).not.toBeNull();
          for (const chargedOn of charged) {
            expect(daysFrom(noticeSentOn as string, chargedOn)).toBeGreaterThanOrEqual(noticeDays);
            expect(daysFrom(startsOn, chargedOn)).toBeGreaterThanOrEqual(0);
            expect(daysFrom(notice as string, chargedOn)).toBeGreaterThanOrEqual(0);
          }
          // Once its day comes, every day is a charge day (the job charges the fee once per day).
          expect(charged[0]).toBe(notice);
          expect(new Set(charged).size).toBe(charged.length);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('announces in time a fee whose first day is far enough ahead: on its own first day', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 1, max: 14 }),
        fc.integer({ min: 0, max: 30 }),
        (start, noticeDays, more) => {
          const startsOn = addCalendarDays(start, noticeDays + more);
          const { notice, noticeSentOn } = playDays(start, 60, startsOn, noticeDays);
          expect(notice).toBe(startsOn);
          expect(daysFrom(noticeSentOn as string, startsOn)).toBe(noticeDays);
        },
      ),
    );
  });

  it('taxes a fee once at the invoice rate, and its total is amount plus tax', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 1_500 }),
        (amount, taxable, rate) => {
          const fee = feeFigures(amount, taxable, rate);
          expect(fee.totalCents).toBe(fee.amountCents + fee.taxCents);
          expect(fee.taxCents).toBe(taxable ? Math.round((amount * rate) / 10_000 + 1e-9) : 0);
          expect(fee.taxCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('never charges a late fee on nothing owed, and a percent fee is at least its minimum', () => {
    fc.assert(
      fc.property(lateRule, fc.integer({ min: -100_000, max: 5_000_000 }), (rule, balance) => {
        const fee = lateFeeAmount(rule, balance);
        if (balance <= 0) expect(fee).toBe(0);
        else if (rule.method === 'fixed') expect(fee).toBe(rule.amount_cents);
        else {
          expect(fee).toBeGreaterThanOrEqual(rule.minimum_cents);
          expect(fee).toBeGreaterThanOrEqual(Math.floor((balance * rule.rate_bps) / 10_000));
        }
      }),
    );
  });

  it('charges storage per lot in proportion to the lots waiting, and nothing once all are collected', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.nat(50), (daily, lots) => {
        const perLot = { ...feeSettingsDefaults.storage_fee, per: 'lot' as const, daily_cents: daily };
        const perInvoice = { ...perLot, per: 'invoice' as const };
        expect(storageDayAmount(perLot, lots)).toBe(daily * lots);
        expect(storageDayAmount(perInvoice, lots)).toBe(lots === 0 ? 0 : daily);
      }),
    );
  });

  it('keeps the invoice figures adding up with fees: balance is total + fees - credited - paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.nat(200_000),
        fc.nat(2_000_000),
        fc.nat(2_000_000),
        (total, fees, creditRaw, paidRaw) => {
          const credited = creditRaw % (total + 1);
          const paid = paidRaw % (total + fees - credited + 1);
          const entries = paid ? [{ kind: 'payment' as const, amountCents: paid }] : [];
          const money = invoiceMoney('issued', total, entries, credited, fees);
          expect(money.balanceCents).toBe(total + fees - credited - paid);
          expect(money.balanceCents).toBe(balanceCents(total, paid, credited, fees));
          expect(money.feesCents).toBe(fees);
          expect(money.status).toBe(statusFromPaid(total + fees - credited, paid));
          // Paying the total alone leaves a fee owing: the invoice is not paid until its fees are.
          if (fees > 0 && paid === total - credited) expect(money.status).not.toBe('paid');
          expect(invoiceMoney('void', total, entries, credited, fees).balanceCents).toBe(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('fees by example', () => {
  it('starts a late fee the given days after the due day, announced two days before', () => {
    const startsOn = lateFeeStartsOn('2026-12-02', { after_days: 7 });
    expect(startsOn).toBe('2026-12-09');
    expect(feeStep({ today: '2026-12-06', startsOn, noticeAppliesOn: null, noticeDays: 2 })).toEqual({
      kind: 'wait',
    });
    expect(feeStep({ today: '2026-12-07', startsOn, noticeAppliesOn: null, noticeDays: 2 })).toEqual({
      kind: 'notice',
      appliesOn: '2026-12-09',
    });
    expect(feeStep({ today: '2026-12-08', startsOn, noticeAppliesOn: '2026-12-09', noticeDays: 2 })).toEqual({
      kind: 'wait',
    });
    expect(feeStep({ today: '2026-12-09', startsOn, noticeAppliesOn: '2026-12-09', noticeDays: 2 })).toEqual({
      kind: 'charge',
    });
  });

  it('announces a fee turned on late from the notice days after today, never backdated', () => {
    expect(
      feeStep({ today: '2026-12-20', startsOn: '2026-12-09', noticeAppliesOn: null, noticeDays: 2 }),
    ).toEqual({
      kind: 'notice',
      appliesOn: '2026-12-22',
    });
  });

  it('starts storage the day after the pickup window, or some days after the due day without one', () => {
    const rule = { grace_days: 0, days_after_due_without_window: 14 };
    expect(storageStartsOn({ pickupUntil: '2026-12-07', dueOn: '2026-12-03' }, rule)).toBe('2026-12-08');
    expect(
      storageStartsOn({ pickupUntil: '2026-12-07', dueOn: '2026-12-03' }, { ...rule, grace_days: 2 }),
    ).toBe('2026-12-10');
    expect(storageStartsOn({ pickupUntil: null, dueOn: '2026-12-03' }, rule)).toBe('2026-12-17');
  });

  it('works a percent late fee with its minimum, and taxes storage at 14%', () => {
    const rule = {
      ...feeSettingsDefaults.late_fee,
      method: 'percent' as const,
      rate_bps: 200,
      minimum_cents: 1_000,
    };
    expect(lateFeeAmount(rule, 91_895)).toBe(1_838);
    expect(lateFeeAmount(rule, 20_000)).toBe(1_000);
    expect(feeFigures(1_000, true, 1_400)).toEqual({
      amountCents: 1_000,
      taxable: true,
      taxRateBps: 1_400,
      taxCents: 140,
      totalCents: 1_140,
    });
    expect(feeDescription('storage_fee', { day: '2026-12-08', per: 'lot', lotsWaiting: 3 })).toBe(
      'Storage, 3 lots',
    );
  });
});
