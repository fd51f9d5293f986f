import { describe, expect, it } from 'vitest';
import { addDays, invoiceDisplayStatus, isOverdue } from './invoice-dates';
import { formatInvoiceNumber, parseInvoiceNumber } from './invoice-numbers';
import { regionRateInForce, taxRegionFor } from './tax-region';

const table = [
  { region: 'NS', effectiveFrom: '2010-07-01', rateBps: 1_500 },
  { region: 'NS', effectiveFrom: '2025-04-01', rateBps: 1_400 },
  { region: 'ON', effectiveFrom: '2010-07-01', rateBps: 1_300 },
  { region: 'AB', effectiveFrom: '2008-01-01', rateBps: 500 },
  { region: 'XX', effectiveFrom: '2000-01-01', rateBps: 0 },
];

describe('place of supply', () => {
  it('picked-up goods take Nova Scotia; shipped goods the destination; abroad is zero-rated', () => {
    expect(taxRegionFor({ fulfilment: 'pickup', shipTo: null })).toBe('NS');
    expect(taxRegionFor({ fulfilment: 'pickup', shipTo: { country: 'CA', province: 'ON' } })).toBe('NS');
    expect(taxRegionFor({ fulfilment: 'shipping', shipTo: { country: 'ca', province: 'on' } })).toBe('ON');
    expect(taxRegionFor({ fulfilment: 'shipping', shipTo: { country: 'US', province: 'Maine' } })).toBe('XX');
    expect(taxRegionFor({ fulfilment: 'shipping', shipTo: null })).toBe('NS');
    expect(() =>
      taxRegionFor({ fulfilment: 'shipping', shipTo: { country: 'CA', province: 'Ontario' } }),
    ).toThrow();
  });

  it('takes the rate in force on the sale day', () => {
    expect(regionRateInForce(table, 'NS', '2025-03-31')).toBe(1_500);
    expect(regionRateInForce(table, 'NS', '2025-04-01')).toBe(1_400);
    expect(regionRateInForce(table, 'ON', '2026-01-01')).toBe(1_300);
    expect(regionRateInForce(table, 'XX', '2026-01-01')).toBe(0);
    expect(() => regionRateInForce(table, 'QC', '2026-01-01')).toThrow();
  });
});

describe('invoice numbers and dates', () => {
  it('are the year and a six-digit sequence', () => {
    expect(formatInvoiceNumber(2026, 123)).toBe('2026-000123');
    expect(formatInvoiceNumber(2026, 1_234_567)).toBe('2026-1234567');
    expect(parseInvoiceNumber('2026-000123')).toEqual({ year: 2026, seq: 123 });
    expect(parseInvoiceNumber('2026-123')).toBeNull();
    expect(() => formatInvoiceNumber(2026, 0)).toThrow();
  });

  it('is overdue the day after the due day, while unpaid', () => {
    const now = new Date('2026-11-21T15:00:00Z');
    const byDay = (dueOn: string | null) => ({ due_at: null, due_on: dueOn });
    expect(isOverdue('issued', byDay('2026-11-21'), now, '2026-11-21')).toBe(false);
    expect(isOverdue('issued', byDay('2026-11-20'), now, '2026-11-21')).toBe(true);
    expect(isOverdue('partially_paid', byDay('2026-11-20'), now, '2026-12-01')).toBe(true);
    expect(isOverdue('paid', byDay('2026-11-20'), now, '2026-12-01')).toBe(false);
    expect(isOverdue('draft', byDay(null), now, '2026-12-01')).toBe(false);
    expect(invoiceDisplayStatus('issued', byDay('2026-11-20'), now, '2026-11-25')).toBe('overdue');
    // Terms in hours: overdue the minute the due moment passes, whatever the day.
    const due = { due_at: '2026-11-21T14:00:00.000Z', due_on: '2026-11-21' };
    expect(isOverdue('issued', due, new Date('2026-11-21T13:59:00Z'), '2026-11-21')).toBe(false);
    expect(isOverdue('issued', due, now, '2026-11-21')).toBe(true);
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2028-02-25', 7)).toBe('2028-03-03');
  });
});
