import { describe, expect, it } from 'vitest';
import { buildAuction } from '../../../test/catalogue-factories';
import { auctionFormSchema, formFieldOf, toAuctionBody, toFormValues } from './auction-form-schema';

const window = {
  kind: 'window',
  from: '2026-12-05',
  until: '2026-12-07',
  opens: '10:00',
  closes: '16:00',
} as const;
const issuesOf = (values: Record<string, unknown>) => {
  const result = auctionFormSchema.safeParse({ ...toFormValues(null), title: 'Farm sale', ...values });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe("the auction form's buyer terms", () => {
  it("start from the house's terms for a new sale, and from the sale's own on an edit", () => {
    expect(toFormValues(null)).toMatchObject({
      payment_due_hours: '',
      pickup_kind: 'house',
      shipping_offered: true,
    });
    expect(
      toFormValues(buildAuction({ payment_due_hours: 48, pickup_window: window, shipping_offered: false })),
    ).toMatchObject({
      payment_due_hours: '48',
      pickup_kind: 'window',
      pickup_from: '2026-12-05',
      pickup_until: '2026-12-07',
      pickup_opens: '10:00',
      pickup_closes: '16:00',
      shipping_offered: false,
    });
  });

  it('send hours, a window or an appointment, and no shipping', () => {
    const values = auctionFormSchema.parse({
      ...toFormValues(null),
      title: 'Farm sale',
      payment_due_hours: '48',
      pickup_kind: 'window',
      pickup_from: '2026-12-05',
      pickup_until: '2026-12-07',
      pickup_opens: '10:00',
      pickup_closes: '16:00',
      shipping_offered: false,
    });
    expect(toAuctionBody(values, null)).toMatchObject({
      payment_due_hours: 48,
      pickup_window: window,
      shipping_offered: false,
    });
    const appointment = auctionFormSchema.parse({
      ...toFormValues(null),
      title: 'Farm sale',
      pickup_kind: 'appointment',
    });
    expect(toAuctionBody(appointment, null)).toMatchObject({
      payment_due_hours: null,
      pickup_window: { kind: 'appointment' },
    });
  });

  it('refuse what the API refuses, at the field', () => {
    expect(issuesOf({ payment_due_hours: '0' })).toEqual([
      ['payment_due_hours', 'Payment is due at least 1 hour after the close.'],
    ]);
    expect(issuesOf({ payment_due_hours: '2161' })[0]?.[0]).toBe('payment_due_hours');
    expect(issuesOf({ payment_due_hours: '1.5' })[0]?.[0]).toBe('payment_due_hours');
    const windowOf = (fields: Record<string, string>) =>
      issuesOf({ pickup_kind: 'window', pickup_from: '2026-12-05', pickup_until: '2026-12-07', ...fields });
    expect(windowOf({ pickup_until: '2026-12-04' })).toEqual([
      ['pickup_until', 'The last pickup day may not be before the first.'],
    ]);
    expect(windowOf({ pickup_opens: '16:00', pickup_closes: '10:00' })).toEqual([
      ['pickup_closes', 'The closing time must be after the opening time.'],
    ]);
    expect(windowOf({ pickup_from: '' })).toEqual([['pickup_from', 'Give the first pickup day.']]);
    expect(formFieldOf('pickup_window.until')).toBe('pickup_until');
    expect(formFieldOf('payment_due_hours')).toBe('payment_due_hours');
  });
});
