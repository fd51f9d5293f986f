import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayCodeOf, isSlotStart, pickupSlots, slotsWithRoom, zonedInstant } from './pickup-slots';

const halifax = 'America/Halifax';
const weekdays = [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'], opens: '10:00', closes: '12:00' }];

describe('pickup slots', () => {
  it('names the day of the week of a calendar date', () => {
    expect(dayCodeOf('2026-11-25')).toBe('We');
    expect(dayCodeOf('2026-11-29')).toBe('Su');
    expect(dayCodeOf('2026-11-30')).toBe('Mo');
  });

  it('puts 10 a.m. in Halifax at 13:00Z in summer and 14:00Z in winter', () => {
    expect(zonedInstant('2026-07-01', 600, halifax)?.toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(zonedInstant('2026-12-01', 600, halifax)?.toISOString()).toBe('2026-12-01T14:00:00.000Z');
  });

  it('has no 2:30 a.m. on the night clocks go forward', () => {
    expect(zonedInstant('2026-03-08', 150, halifax)).toBeNull();
    expect(zonedInstant('2026-03-08', 180, halifax)?.toISOString()).toBe('2026-03-08T06:00:00.000Z');
  });

  it('cuts the pickup hours into slots that end by closing time, in the house time zone', () => {
    const slots = pickupSlots({
      hours: [{ days: ['Mo'], opens: '10:00', closes: '11:45' }],
      slotMinutes: 30,
      timeZone: halifax,
      now: new Date('2026-11-29T12:00:00Z'),
      days: 2,
    });
    expect(slots.map((slot) => slot.start.toISOString())).toEqual([
      '2026-11-30T14:00:00.000Z',
      '2026-11-30T14:30:00.000Z',
      '2026-11-30T15:00:00.000Z',
    ]);
    expect(slots[2]?.end.toISOString()).toBe('2026-11-30T15:30:00.000Z');
  });

  it('keeps 10 a.m. at 10 a.m. across the autumn change of clocks', () => {
    const slots = pickupSlots({
      hours: [{ days: ['Sa', 'Su', 'Mo'], opens: '10:00', closes: '10:30' }],
      slotMinutes: 30,
      timeZone: halifax,
      now: new Date('2026-10-31T00:00:00Z'), // still Friday evening in Halifax
      days: 4,
    });
    expect(slots.map((slot) => slot.start.toISOString())).toEqual([
      '2026-10-31T13:00:00.000Z',
      '2026-11-01T14:00:00.000Z',
      '2026-11-02T14:00:00.000Z',
    ]);
  });

  it('leaves out slots already started and slots that are full', () => {
    const now = new Date('2026-11-25T14:10:00Z'); // 10:10 in Halifax
    const slots = pickupSlots({ hours: weekdays, slotMinutes: 30, timeZone: halifax, now, days: 1 });
    expect(slots.map((slot) => slot.start.toISOString())).toEqual([
      '2026-11-25T14:30:00.000Z',
      '2026-11-25T15:00:00.000Z',
      '2026-11-25T15:30:00.000Z',
    ]);
    const booked = new Map([[Date.parse('2026-11-25T15:00:00Z'), 6]]);
    const free = slotsWithRoom(slots, booked, 6);
    expect(free.map((slot) => [slot.start.toISOString(), slot.remaining])).toEqual([
      ['2026-11-25T14:30:00.000Z', 6],
      ['2026-11-25T15:30:00.000Z', 6],
    ]);
    expect(isSlotStart(slots, new Date('2026-11-25T15:30:00Z'))).toBe(true);
    expect(isSlotStart(slots, new Date('2026-11-25T15:31:00Z'))).toBe(false);
  });
});

describe('pickup slots, for any hours, length and day', () => {
  const hhmm = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  const hoursRow = fc
    .tuple(fc.subarray(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'], { minLength: 1 }), hhmm, hhmm)
    .filter(([, a, b]) => a !== b)
    .map(([days, a, b]) => (a < b ? { days, opens: a, closes: b } : { days, opens: b, closes: a }));
  const formats = new Map<string, Intl.DateTimeFormat>();
  const cached = (key: string, make: () => Intl.DateTimeFormat) => {
    const format = formats.get(key) ?? make();
    formats.set(key, format);
    return format;
  };
  const timeOf = (timeZone: string) =>
    cached(
      `t${timeZone}`,
      () =>
        new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }),
    );
  const dateOf = (timeZone: string) =>
    cached(`d${timeZone}`, () => new Intl.DateTimeFormat('en-CA', { timeZone }));
  const zone = fc.constantFrom('America/Halifax', 'America/St_Johns', 'America/Vancouver', 'UTC');

  it('gives slots of the set length, in order, after now, each inside a pickup line on its own day', () => {
    fc.assert(
      fc.property(
        fc.array(hoursRow, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(15, 20, 30, 45, 60),
        zone,
        fc.date({
          min: new Date('2024-01-01T00:00:00Z'),
          max: new Date('2028-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (hours, slotMinutes, timeZone, now) => {
          const slots = pickupSlots({ hours, slotMinutes, timeZone, now, days: 8 });
          for (const [i, slot] of slots.entries()) {
            expect(slot.start.getTime()).toBeGreaterThan(now.getTime());
            const previous = slots[i - 1];
            if (previous) expect(slot.start.getTime()).toBeGreaterThan(previous.start.getTime());
            const wall = timeOf(timeZone).format(slot.start);
            const date = dateOf(timeZone).format(slot.start);
            const fits = hours.some(
              (row) => row.days.includes(dayCodeOf(date)) && row.opens <= wall && wall < row.closes,
            );
            expect(fits).toBe(true);
            // Outside a change of clocks, a slot lasts exactly its length.
            const length = (slot.end.getTime() - slot.start.getTime()) / 60_000;
            expect(Math.abs(length - slotMinutes)).toBeLessThanOrEqual(60);
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 30_000);

  it('never offers a full slot, and never more room than the capacity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.integer({ min: 0, max: 25 })),
        (capacity, counts) => {
          const slots = counts.map((_, i) => ({
            start: new Date(Date.UTC(2026, 0, 1, 0, i * 30)),
            end: new Date(Date.UTC(2026, 0, 1, 0, i * 30 + 30)),
          }));
          const booked = new Map(counts.map((count, i) => [Date.UTC(2026, 0, 1, 0, i * 30), count]));
          const free = slotsWithRoom(slots, booked, capacity);
          for (const slot of free) {
            expect(slot.remaining).toBeGreaterThan(0);
            expect(slot.remaining).toBeLessThanOrEqual(capacity);
          }
          expect(free.length).toBe(counts.filter((count) => count < capacity).length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
