import { describe, expect, it } from 'vitest';
import { historySentence } from './history-words';

const entry = (
  action: string,
  after: unknown,
  actor_name: string | null = 'Jane Staff',
  before: unknown = null,
) => ({
  action,
  actor_name,
  after,
  before,
});

describe('historySentence', () => {
  it('says what happened to the invoice and who did it, in words', () => {
    expect(historySentence(entry('invoice.issued', { number: '2026-000123' }))).toBe(
      'Issued as 2026-000123 by Jane Staff',
    );
    expect(
      historySentence(
        entry('payment.recorded', {
          method: 'etransfer',
          amount_cents: 12_000,
          reference: 'CA8fK2',
          idempotency_key: 'k',
        }),
      ),
    ).toBe('Payment of $120.00 by Interac e-Transfer recorded (reference CA8fK2) by Jane Staff');
    expect(historySentence(entry('payment.reversed', { amount_cents: -5_000, reason: 'Keyed twice' }))).toBe(
      'Payment of $50.00 reversed: Keyed twice by Jane Staff',
    );
    expect(historySentence(entry('invoice.generated', { lots: ['1', '2'] }, null))).toBe(
      'Drafted with lots 1, 2',
    );
    expect(
      historySentence(
        entry('invoice.line_added', {
          kind: 'credit',
          amount_cents: 2_500,
          description: 'Deposit',
          reason: 'Paid at viewing',
        }),
      ),
    ).toBe('Credit of $25.00 added: Deposit (Paid at viewing) by Jane Staff');
    expect(
      historySentence(
        entry('invoice.line_removed', null, 'Jane Staff', {
          kind: 'charge',
          amount_cents: 1_500,
          description: 'Handling',
        }),
      ),
    ).toBe('Charge of $15.00 removed: Handling by Jane Staff');
    expect(
      historySentence(
        entry('invoice.shipping_updated', { shipping_carrier: 'Purolator', shipping_quote_cents: 4_200 }),
      ),
    ).toBe('Shipping quoted at $42.00 by Purolator by Jane Staff');
  });

  it('names an action it has no words for instead of showing raw detail', () => {
    expect(historySentence(entry('invoice.something_new', { x: 1 }, null))).toBe('invoice something new');
  });
});
