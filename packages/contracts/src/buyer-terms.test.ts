import { describe, expect, it } from 'vitest';
import { auctionBodySchema } from './auctions';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
const window = { kind: 'window', from: '2026-12-05', until: '2026-12-07', opens: '10:00', closes: '16:00' };

describe("an auction's buyer terms", () => {
  it("default to the house's: its payment days, its pickup hours, shipping offered", () => {
    expect(auctionBodySchema.parse({ title: 'Sale' })).toMatchObject({
      payment_due_hours: null,
      pickup_window: null,
      shipping_offered: true,
    });
  });

  it('take hours, a window or an appointment, and no shipping', () => {
    const body = auctionBodySchema.parse({
      title: 'Sale',
      payment_due_hours: 48,
      pickup_window: window,
      shipping_offered: false,
    });
    expect(body).toMatchObject({ payment_due_hours: 48, pickup_window: window, shipping_offered: false });
    const appointment = auctionBodySchema.parse({ title: 'Sale', pickup_window: { kind: 'appointment' } });
    expect(appointment.pickup_window).toEqual({ kind: 'appointment' });
  });

  it('refuse due hours outside 1 to 2160', () => {
    for (const hours of [0, 2161, 1.5]) {
      const result = auctionBodySchema.safeParse({ title: 'Sale', payment_due_hours: hours });
      expect(messages(result)?.[0]?.[0], String(hours)).toBe('payment_due_hours');
    }
    expect(auctionBodySchema.safeParse({ title: 'Sale', payment_due_hours: 2160 }).success).toBe(true);
  });

  it('refuse a window that ends before it starts, closes before it opens, or is not on the calendar', () => {
    const refused = (pickup: object) =>
      messages(auctionBodySchema.safeParse({ title: 'Sale', pickup_window: { ...window, ...pickup } }));
    expect(refused({ until: '2026-12-04' })).toEqual([
      ['pickup_window.until', 'The last pickup day may not be before the first.'],
    ]);
    expect(refused({ closes: '10:00' })).toEqual([
      ['pickup_window.closes', 'The closing time must be after the opening time.'],
    ]);
    expect(refused({ opens: '9:00' })).toEqual([
      ['pickup_window.opens', 'The opening time: use the 24-hour form HH:MM.'],
    ]);
    expect(refused({ from: '2026-02-30' })).toEqual([
      ['pickup_window.from', 'The first pickup day is not a day on the calendar.'],
    ]);
    expect(refused({ until: '2027-03-01' })?.[0]?.[0]).toBe('pickup_window.until');
    expect(refused({ from: '2026-12-07' })).toBeUndefined();
    expect(
      messages(auctionBodySchema.safeParse({ title: 'Sale', pickup_window: { kind: 'soon' } }))?.[0]?.[0],
    ).toBe('pickup_window.kind');
  });
});
