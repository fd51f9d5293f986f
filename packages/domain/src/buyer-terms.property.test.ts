import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dueMomentOf,
  dueWords,
  freezeBuyerTerms,
  minimumNoticeMs,
  type PaymentDue,
  paymentDueWords,
  pickupSlotsUnder,
  pickupWindowWords,
} from './buyer-terms';
import { calendarDateIn } from './calendar-date';
import { addCalendarDays } from './wall-clock';

const halifax = 'America/Halifax';
const hourMs = 3_600_000;
const zones = fc.constantFrom(halifax, 'America/St_Johns', 'America/Vancouver', 'UTC');
/** Closes from 2025 to 2029, to the minute: both changes of the clocks every year. */
const instants = fc
  .integer({ min: Date.UTC(2025, 0, 1) / 60_000, max: Date.UTC(2029, 11, 31) / 60_000 })
  .map((minute) => new Date(minute * 60_000));
const dues: fc.Arbitrary<PaymentDue> = fc.oneof(
  fc.integer({ min: 1, max: 2_160 }).map((hours) => ({ kind: 'hours' as const, hours })),
  fc.integer({ min: 0, max: 90 }).map((days) => ({ kind: 'days' as const, days })),
);
/** The issue, from the close itself to two weeks after it. */
const delays = fc.integer({ min: 0, max: 14 * 24 * 60 }).map((minutes) => minutes * 60_000);

describe('when an invoice is due', () => {
  it('is never before the terms counted from the close, nor less than a day after the issue', () => {
    fc.assert(
      fc.property(instants, delays, dues, zones, (closedAt, delay, due, timeZone) => {
        const issuedAt = new Date(closedAt.getTime() + delay);
        const { dueAt, dueOn } = dueMomentOf({ closedAt, issuedAt, due, timeZone });
        expect(dueAt.getTime()).toBeGreaterThanOrEqual(issuedAt.getTime() + minimumNoticeMs);
        if (due.kind === 'hours')
          expect(dueAt.getTime()).toBeGreaterThanOrEqual(closedAt.getTime() + due.hours * hourMs);
        else expect(dueOn >= addCalendarDays(calendarDateIn(closedAt, timeZone), due.days)).toBe(true);
        expect(dueOn).toBe(calendarDateIn(dueAt, timeZone));
      }),
    );
  });

  it('is exactly the terms after the close when the invoice is issued in good time', () => {
    fc.assert(
      fc.property(instants, dues, zones, (closedAt, due, timeZone) => {
        const { dueAt, dueOn } = dueMomentOf({ closedAt, issuedAt: closedAt, due, timeZone });
        if (due.kind === 'hours') {
          if (due.hours >= 24) expect(dueAt.getTime()).toBe(closedAt.getTime() + due.hours * hourMs);
        } else if (due.days >= 2) {
          expect(dueOn).toBe(addCalendarDays(calendarDateIn(closedAt, timeZone), due.days));
        }
      }),
    );
  });

  it('runs to the last second of its day when the terms are in days', () => {
    fc.assert(
      fc.property(
        instants,
        delays,
        fc.integer({ min: 0, max: 90 }),
        zones,
        (closedAt, delay, days, timeZone) => {
          const issuedAt = new Date(closedAt.getTime() + delay);
          const { dueAt, dueOn } = dueMomentOf({ closedAt, issuedAt, due: { kind: 'days', days }, timeZone });
          expect(calendarDateIn(dueAt, timeZone)).toBe(dueOn);
          expect(calendarDateIn(new Date(dueAt.getTime() + 1_000), timeZone)).toBe(addCalendarDays(dueOn, 1));
        },
      ),
    );
  });

  it('never comes earlier for a later close or a later issue', () => {
    fc.assert(
      fc.property(instants, delays, delays, dues, zones, (closedAt, delay, later, due, timeZone) => {
        const issuedAt = new Date(closedAt.getTime() + delay);
        const first = dueMomentOf({ closedAt, issuedAt, due, timeZone }).dueAt.getTime();
        const afterClose = dueMomentOf({
          closedAt: new Date(closedAt.getTime() + later),
          issuedAt: new Date(issuedAt.getTime() + later),
          due,
          timeZone,
        });
        const afterIssue = dueMomentOf({
          closedAt,
          issuedAt: new Date(issuedAt.getTime() + later),
          due,
          timeZone,
        });
        expect(afterClose.dueAt.getTime()).toBeGreaterThanOrEqual(first);
        expect(afterIssue.dueAt.getTime()).toBeGreaterThanOrEqual(first);
      }),
    );
  });

  it('puts 48 hours after a Tuesday 6 p.m. close at Thursday 6 p.m. in Halifax', () => {
    const closedAt = new Date('2026-12-01T22:00:00Z');
    const due = { kind: 'hours', hours: 48 } as const;
    const { dueAt, dueOn } = dueMomentOf({ closedAt, issuedAt: closedAt, due, timeZone: halifax });
    expect(dueAt.toISOString()).toBe('2026-12-03T22:00:00.000Z');
    expect(dueOn).toBe('2026-12-03');
    expect(dueWords({ due_at: dueAt.toISOString(), due_on: dueOn, payment_due: due }, halifax)).toBe(
      'Thursday, December 3, 2026 at 6:00 p.m.',
    );
  });

  it('counts the house days from the close day, to the end of the due day', () => {
    // 9 p.m. on November 30 in Halifax is already December 1 in UTC: the close day is the house's.
    const closedAt = new Date('2026-12-01T01:00:00Z');
    const { dueAt, dueOn } = dueMomentOf({
      closedAt,
      issuedAt: closedAt,
      due: { kind: 'days', days: 7 },
      timeZone: halifax,
    });
    expect(dueOn).toBe('2026-12-07');
    expect(dueAt.toISOString()).toBe('2026-12-08T03:59:59.000Z');
  });

  it('gives a late invoice a day from its issue', () => {
    const closedAt = new Date('2026-12-01T22:00:00Z');
    const issuedAt = new Date('2026-12-05T15:00:00Z');
    const hours = dueMomentOf({ closedAt, issuedAt, due: { kind: 'hours', hours: 48 }, timeZone: halifax });
    expect(hours.dueAt.toISOString()).toBe('2026-12-06T15:00:00.000Z');
    const days = dueMomentOf({ closedAt, issuedAt, due: { kind: 'days', days: 2 }, timeZone: halifax });
    expect(days.dueOn).toBe('2026-12-06');
  });
});

describe('the frozen terms', () => {
  const sale = {
    payment_due_hours: 48,
    pickup_window: {
      kind: 'window',
      from: '2026-12-05',
      until: '2026-12-07',
      opens: '10:00',
      closes: '16:00',
    },
    shipping_offered: false,
    terms: 'Everything sold as is.',
    pickup_info: 'Bring a helper for furniture.',
  } as const;
  const closedAt = new Date('2026-12-01T22:00:00Z');

  it('keep the sale’s own terms, and the house’s days and hours where it has none', () => {
    const own = freezeBuyerTerms({ sale, houseDays: 7, closedAt, issuedAt: closedAt, timeZone: halifax });
    expect(own).toMatchObject({
      payment_due: { kind: 'hours', hours: 48 },
      pickup: sale.pickup_window,
      shipping_offered: false,
      terms_text: 'Everything sold as is.',
      pickup_info: 'Bring a helper for furniture.',
    });
    const house = freezeBuyerTerms({
      sale: null,
      houseDays: 7,
      closedAt,
      issuedAt: closedAt,
      timeZone: halifax,
    });
    expect(house).toMatchObject({
      payment_due: { kind: 'days', days: 7 },
      pickup: null,
      shipping_offered: true,
    });
    expect(house.due_on).toBe('2026-12-08');
  });

  it('say when in words', () => {
    expect(paymentDueWords({ kind: 'hours', hours: 48 })).toBe('within 48 hours');
    expect(paymentDueWords({ kind: 'hours', hours: 1 })).toBe('within 1 hour');
    expect(paymentDueWords({ kind: 'hours', hours: 72 })).toBe('within 3 days');
    expect(paymentDueWords({ kind: 'days', days: 7 })).toBe('within 7 days');
    expect(paymentDueWords({ kind: 'days', days: 0 })).toBe('by the end of the day');
    expect(pickupWindowWords(sale.pickup_window)).toBe(
      'Saturday, December 5, 2026 to Monday, December 7, 2026, 10 a.m. – 4 p.m. each day',
    );
    expect(pickupWindowWords({ kind: 'appointment' })).toBe('By appointment');
    expect(pickupWindowWords(null)).toBeNull();
  });

  it('offer pickup slots only inside the window, and none by appointment', () => {
    const houseHours = [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '17:00' }];
    const now = new Date('2026-12-02T12:00:00Z');
    const slots = pickupSlotsUnder({
      pickup: sale.pickup_window,
      houseHours,
      slotMinutes: 60,
      timeZone: halifax,
      now,
      days: 14,
    });
    expect(slots).toHaveLength(18);
    const days = new Set(slots.map((slot) => calendarDateIn(slot.start, halifax)));
    expect([...days]).toEqual(['2026-12-05', '2026-12-06', '2026-12-07']);
    expect(slots[0]?.start.toISOString()).toBe('2026-12-05T14:00:00.000Z');
    expect(slots.at(-1)?.end.toISOString()).toBe('2026-12-07T20:00:00.000Z');
    expect(
      pickupSlotsUnder({
        pickup: { kind: 'appointment' },
        houseHours,
        slotMinutes: 60,
        timeZone: halifax,
        now,
        days: 14,
      }),
    ).toEqual([]);
    const house = pickupSlotsUnder({
      pickup: null,
      houseHours,
      slotMinutes: 60,
      timeZone: halifax,
      now,
      days: 14,
    });
    expect(house.length).toBeGreaterThan(18);
  });

  it('offer no slot of a window that is over, and only the rest of one under way', () => {
    fc.assert(
      fc.property(
        instants,
        fc.integer({ min: -10, max: 10 }),
        fc.integer({ min: 0, max: 6 }),
        (now, startOffset, length) => {
          const today = calendarDateIn(now, halifax);
          const from = addCalendarDays(today, startOffset);
          const until = addCalendarDays(from, length);
          const slots = pickupSlotsUnder({
            pickup: { kind: 'window', from, until, opens: '10:00', closes: '12:00' },
            houseHours: [],
            slotMinutes: 30,
            timeZone: halifax,
            now,
            days: 14,
          });
          for (const slot of slots) {
            const day = calendarDateIn(slot.start, halifax);
            expect(day >= from && day <= until).toBe(true);
            expect(slot.start.getTime()).toBeGreaterThan(now.getTime());
          }
          if (until < today) expect(slots).toEqual([]);
        },
      ),
    );
  });
});
