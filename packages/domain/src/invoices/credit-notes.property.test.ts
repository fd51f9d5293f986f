import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { premiumArbitrary } from '../../test/premium-arbitrary';
import { type BuyersPremium, buyersPremiumCents } from '../buyers-premium';
import {
  type CreditableInvoice,
  type CreditedSoFar,
  type CreditRequest,
  creditNoteFigures,
  formatCreditNoteNumber,
  isCreditRefusal,
  restOfInvoice,
} from './credit-notes';
import { feeFigures } from './fees';
import { invoiceTotals } from './invoice-totals';
import { invoiceMoney } from './payments';

const numRuns = 400;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** An invoice of random lots and charges, its figures as `invoiceTotals` computes them. */
function invoiceOf(
  hammers: number[],
  charges: { amount: number; taxable: boolean }[],
  premium: BuyersPremium,
  taxRateBps: number,
  exempt: boolean,
): CreditableInvoice {
  const lots = hammers.map((hammer) => ({
    hammer_cents: hammer,
    premium_cents: buyersPremiumCents(hammer, premium),
  }));
  const totals = invoiceTotals({
    lots,
    charges: charges.map((c) => ({ amount_cents: c.amount, taxable: c.taxable })),
    credits: [],
    taxRateBps,
    exempt,
  });
  return {
    lines: [
      ...lots.map((lot, i) => ({
        id: `lot-${i}`,
        kind: 'lot' as const,
        amountCents: lot.hammer_cents,
        premiumCents: lot.premium_cents,
        taxable: true,
      })),
      ...charges.map((c, i) => ({
        id: `charge-${i}`,
        kind: 'charge' as const,
        amountCents: c.amount,
        premiumCents: 0,
        taxable: c.taxable,
      })),
    ],
    taxRateBps,
    taxableCents: totals.taxable_cents,
    taxCents: totals.tax_cents,
    totalCents: totals.total_cents,
  };
}

const invoiceArbitrary = fc
  .tuple(
    fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 8 }),
    fc.array(fc.record({ amount: fc.integer({ min: 1, max: 50_000 }), taxable: fc.boolean() }), {
      maxLength: 3,
    }),
    premiumArbitrary,
    fc.oneof(fc.constantFrom(0, 500, 1300, 1400, 1500), fc.integer({ min: 0, max: 10_000 })),
    fc.boolean(),
  )
  .map(([hammers, charges, premium, rate, exempt]) => invoiceOf(hammers, charges, premium, rate, exempt));

/** Random credit requests against the invoice's lines (some too large, some goodwill). */
const requestsArbitrary = (invoice: CreditableInvoice) =>
  fc.array(
    fc.array(
      fc.oneof(
        fc.record({
          line: fc.integer({ min: 0, max: invoice.lines.length - 1 }),
          share: fc.double({ min: 0.01, max: 1.2, noNaN: true }),
        }),
        fc.record({ goodwill: fc.integer({ min: 1, max: Math.max(1, Math.floor(invoice.totalCents / 3)) }) }),
      ),
      { minLength: 1, maxLength: 4 },
    ),
    { minLength: 1, maxLength: 6 },
  );

function toRequest(
  invoice: CreditableInvoice,
  pick: { line: number; share: number } | { goodwill: number },
): CreditRequest {
  if ('goodwill' in pick) return { kind: 'goodwill', amountCents: pick.goodwill };
  const line = invoice.lines[pick.line];
  if (!line) throw new Error('no line');
  return {
    kind: line.kind,
    invoiceLineId: line.id,
    amountCents: Math.max(1, Math.round(line.amountCents * pick.share)),
  };
}

/** Issues the notes one after another as the server would, keeping those the rules accept. */
function issueAll(
  invoice: CreditableInvoice,
  notes: CreditRequest[][],
  from: CreditedSoFar = { lines: [], taxCents: 0, totalCents: 0 },
): CreditedSoFar {
  let so = from;
  for (const requests of notes) {
    const figures = creditNoteFigures(invoice, so, requests);
    if (isCreditRefusal(figures)) continue;
    so = {
      lines: [...so.lines, ...figures.lines],
      taxCents: so.taxCents + figures.taxCents,
      totalCents: so.totalCents + figures.totalCents,
    };
  }
  return so;
}

describe('credit notes against an invoice', () => {
  it('never credit more than the invoice charged, in total, in tax or on any line', () => {
    fc.assert(
      fc.property(
        invoiceArbitrary.chain((invoice) => fc.tuple(fc.constant(invoice), requestsArbitrary(invoice))),
        ([invoice, picks]) => {
          const so = issueAll(
            invoice,
            picks.map((note) => note.map((pick) => toRequest(invoice, pick))),
          );
          expect(so.totalCents).toBeLessThanOrEqual(invoice.totalCents);
          expect(so.taxCents).toBeLessThanOrEqual(invoice.taxCents);
          expect(so.taxCents).toBeGreaterThanOrEqual(0);
          for (const line of invoice.lines) {
            const credited = so.lines.filter((c) => c.invoiceLineId === line.id);
            expect(sum(credited.map((c) => c.amountCents))).toBeLessThanOrEqual(line.amountCents);
            expect(sum(credited.map((c) => c.premiumCents))).toBeLessThanOrEqual(line.premiumCents);
          }
          const money = invoiceMoney('issued', invoice.totalCents, [], so.totalCents);
          expect(money.balanceCents).toBe(invoice.totalCents - so.totalCents);
          expect(money.balanceCents).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns },
    );
  });

  it('give back exactly what the invoice charged once every line is credited, however it is split', () => {
    fc.assert(
      fc.property(
        invoiceArbitrary.chain((invoice) =>
          fc.tuple(
            fc.constant(invoice),
            fc.array(fc.double({ min: 0.05, max: 0.9, noNaN: true }), { maxLength: 4 }),
          ),
        ),
        ([invoice, splits]) => {
          // First some partial credits of each line, then the rest of the invoice.
          const partials = splits.map((share) =>
            invoice.lines.map((line) => ({
              kind: line.kind,
              invoiceLineId: line.id,
              amountCents: Math.max(1, Math.floor(line.amountCents * share * 0.2)),
            })),
          );
          const soFar = issueAll(invoice, partials);
          const rest = restOfInvoice(invoice, soFar);
          const all = issueAll(invoice, [rest], soFar);
          expect(all.totalCents).toBe(invoice.totalCents);
          expect(all.taxCents).toBe(invoice.taxCents);
          const lots = invoice.lines.filter((line) => line.kind === 'lot');
          const creditedLots = all.lines.filter((line) => line.kind === 'lot');
          expect(sum(creditedLots.map((c) => c.premiumCents))).toBe(sum(lots.map((l) => l.premiumCents)));
          expect(sum(creditedLots.map((c) => c.amountCents))).toBe(sum(lots.map((l) => l.amountCents)));
        },
      ),
      { numRuns },
    );
  });

  it('is made of its lines and its tax, to the cent', () => {
    fc.assert(
      fc.property(
        invoiceArbitrary.chain((invoice) => fc.tuple(fc.constant(invoice), requestsArbitrary(invoice))),
        ([invoice, picks]) => {
          const first = picks[0]?.map((pick) => toRequest(invoice, pick)) ?? [];
          const figures = creditNoteFigures(invoice, { lines: [], taxCents: 0, totalCents: 0 }, first);
          if (isCreditRefusal(figures)) return;
          expect(figures.totalCents).toBe(
            figures.hammerCents +
              figures.premiumCents +
              figures.chargesCents +
              figures.feesCents +
              figures.goodwillCents +
              figures.taxCents,
          );
          expect(figures.totalCents).toBeGreaterThan(0);
        },
      ),
      { numRuns },
    );
  });
});

/** The same invoice with late and storage fees charged after issue, each taxed as the fee job taxes it. */
const invoiceWithFeesArbitrary = fc
  .tuple(
    invoiceArbitrary,
    fc.array(fc.record({ amount: fc.integer({ min: 1, max: 20_000 }), taxable: fc.boolean() }), {
      minLength: 1,
      maxLength: 4,
    }),
  )
  .map(
    ([invoice, fees]): CreditableInvoice => ({
      ...invoice,
      fees: fees.map((fee, i) => {
        const figures = feeFigures(fee.amount, fee.taxable && invoice.taxCents > 0, invoice.taxRateBps);
        return {
          id: `fee-${i}`,
          amountCents: fee.amount,
          taxCents: figures.taxCents,
          taxable: figures.taxable,
        };
      }),
    }),
  );

const feesTotal = (invoice: CreditableInvoice) =>
  sum((invoice.fees ?? []).map((fee) => fee.amountCents + fee.taxCents));
const feesTax = (invoice: CreditableInvoice) => sum((invoice.fees ?? []).map((fee) => fee.taxCents));

describe('credit notes that waive fees', () => {
  it('never waive more than a fee, and with the invoice never credit more than it and its fees charged', () => {
    fc.assert(
      fc.property(
        invoiceWithFeesArbitrary.chain((invoice) =>
          fc.tuple(
            fc.constant(invoice),
            requestsArbitrary(invoice),
            fc.array(
              fc.record({
                fee: fc.integer({ min: 0, max: (invoice.fees?.length ?? 1) - 1 }),
                share: fc.double({ min: 0.01, max: 1.3, noNaN: true }),
              }),
              { maxLength: 6 },
            ),
          ),
        ),
        ([invoice, picks, feePicks]) => {
          const feeRequests: CreditRequest[] = feePicks.map((pick) => {
            const fee = invoice.fees?.[pick.fee];
            if (!fee) throw new Error('no fee');
            return {
              kind: 'fee',
              invoiceFeeId: fee.id,
              amountCents: Math.max(1, Math.round(fee.amountCents * pick.share)),
            };
          });
          const notes = picks.map((note) => note.map((pick) => toRequest(invoice, pick)));
          const so = issueAll(invoice, [...notes, ...feeRequests.map((request) => [request])]);
          expect(so.totalCents).toBeLessThanOrEqual(invoice.totalCents + feesTotal(invoice));
          expect(so.taxCents).toBeLessThanOrEqual(invoice.taxCents + feesTax(invoice));
          for (const fee of invoice.fees ?? []) {
            const waived = so.lines.filter((line) => line.invoiceFeeId === fee.id);
            expect(sum(waived.map((line) => line.amountCents))).toBeLessThanOrEqual(fee.amountCents);
          }
        },
      ),
      { numRuns },
    );
  });

  it('give back the invoice and every fee to the cent when all is credited, in any order', () => {
    fc.assert(
      fc.property(
        invoiceWithFeesArbitrary.chain((invoice) =>
          fc.tuple(
            fc.constant(invoice),
            fc.array(fc.double({ min: 0.05, max: 0.9, noNaN: true }), { maxLength: 3 }),
          ),
        ),
        ([invoice, splits]) => {
          const partials = splits.map((share): CreditRequest[] =>
            (invoice.fees ?? []).map((fee) => ({
              kind: 'fee',
              invoiceFeeId: fee.id,
              amountCents: Math.max(1, Math.floor(fee.amountCents * share * 0.3)),
            })),
          );
          const soFar = issueAll(invoice, partials);
          const all = issueAll(invoice, [restOfInvoice(invoice, soFar)], soFar);
          expect(all.totalCents).toBe(invoice.totalCents + feesTotal(invoice));
          expect(all.taxCents).toBe(invoice.taxCents + feesTax(invoice));
          expect(restOfInvoice(invoice, all)).toEqual([]);
        },
      ),
      { numRuns },
    );
  });
});

describe('a credit note, by hand', () => {
  // Lots of $400 and $300 at 15% premium, shipping of $45, 14% HST: the issue's example.
  const invoice = invoiceOf(
    [40_000, 30_000],
    [{ amount: 4_500, taxable: true }],
    { kind: 'flat', rateBps: 1500 },
    1400,
    false,
  );

  it('takes back a cancelled $45 shipping charge with its $6.30 of HST: $51.30', () => {
    const figures = creditNoteFigures(invoice, { lines: [], taxCents: 0, totalCents: 0 }, [
      { kind: 'charge', invoiceLineId: 'charge-0', amountCents: 4_500 },
    ]);
    expect(figures).toMatchObject({ chargesCents: 4_500, taxCents: 630, totalCents: 5_130 });
  });

  it('takes back part of a lot with its share of the premium', () => {
    const figures = creditNoteFigures(invoice, { lines: [], taxCents: 0, totalCents: 0 }, [
      { kind: 'lot', invoiceLineId: 'lot-0', amountCents: 10_000 },
    ]);
    // $100 of the $400 hammer carries $15 of the $60 premium; 14% of $115 is $16.10.
    expect(figures).toMatchObject({
      hammerCents: 10_000,
      premiumCents: 1_500,
      taxCents: 1_610,
      totalCents: 13_110,
    });
  });

  it('waives a $25 late fee with its $3.75 of HST, and no more than is left of it', () => {
    const withFee: CreditableInvoice = {
      ...invoice,
      fees: [{ id: 'late', amountCents: 2_500, taxCents: 350, taxable: true }],
    };
    const none = { lines: [], taxCents: 0, totalCents: 0 };
    expect(
      creditNoteFigures(withFee, none, [{ kind: 'fee', invoiceFeeId: 'late', amountCents: 2_500 }]),
    ).toMatchObject({
      feesCents: 2_500,
      chargesCents: 0,
      taxCents: 350,
      totalCents: 2_850,
    });
    expect(
      creditNoteFigures(withFee, none, [{ kind: 'fee', invoiceFeeId: 'late', amountCents: 2_501 }]),
    ).toEqual({
      field: 'lines.0.amount_cents',
      message: 'At most $25.00 of this fee is left to waive.',
    });
    expect(
      creditNoteFigures(withFee, none, [{ kind: 'fee', invoiceFeeId: 'other', amountCents: 1 }]),
    ).toEqual({
      field: 'lines.0.invoice_fee_id',
      message: 'This fee is not on the invoice.',
    });
  });

  it('refuses a line beyond what is left of it, and a note beyond the invoice', () => {
    const first = creditNoteFigures(invoice, { lines: [], taxCents: 0, totalCents: 0 }, [
      { kind: 'charge', invoiceLineId: 'charge-0', amountCents: 4_000 },
    ]);
    if (isCreditRefusal(first)) throw new Error(first.message);
    const so = { lines: first.lines, taxCents: first.taxCents, totalCents: first.totalCents };
    expect(
      creditNoteFigures(invoice, so, [{ kind: 'charge', invoiceLineId: 'charge-0', amountCents: 501 }]),
    ).toEqual({
      field: 'lines.0.amount_cents',
      message: 'At most $5.00 of this line is left to credit.',
    });
    expect(
      creditNoteFigures(invoice, so, [{ kind: 'goodwill', amountCents: invoice.totalCents }]),
    ).toMatchObject({ field: 'lines' });
    expect(creditNoteFigures(invoice, so, [{ kind: 'lot', invoiceLineId: 'nope', amountCents: 1 }])).toEqual({
      field: 'lines.0.invoice_line_id',
      message: 'This line is not on the invoice.',
    });
  });

  it('is numbered in its own series', () => {
    expect(formatCreditNoteNumber(2026, 12)).toBe('CN-2026-000012');
  });
});
