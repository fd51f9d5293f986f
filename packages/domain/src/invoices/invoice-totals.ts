import { applyBasisPoints, assertCents } from '../money-rounding';

/** A lot the buyer won: its hammer price and the buyer's premium on it. */
export type InvoiceLotAmounts = { hammer_cents: number; premium_cents: number };
/** A charge staff add (shipping, handling, a lot fee): taxable unless said otherwise. */
export type InvoiceChargeAmounts = { amount_cents: number; taxable: boolean };
/**
 * A credit: a `discount` lowers the price, so it lowers the taxable amount too; a `deposit` is
 * money the buyer already paid, so it lowers what is owed but not the tax.
 */
export type InvoiceCreditAmounts = { amount_cents: number; charge_type: 'discount' | 'deposit' | string };

export type InvoiceTotalsInput = {
  lots: readonly InvoiceLotAmounts[];
  charges: readonly InvoiceChargeAmounts[];
  credits: readonly InvoiceCreditAmounts[];
  /** The GST/HST rate of the place of supply on the sale day, in basis points. */
  taxRateBps: number;
  /** The buyer holds a valid exemption: no tax at all. */
  exempt: boolean;
};

export type InvoiceAmounts = {
  hammer_cents: number;
  premium_cents: number;
  charges_cents: number;
  credits_cents: number;
  /** What the invoice prints before its tax: hammer + premium + charges − credits. */
  subtotal_cents: number;
  /** What the tax is charged on: hammer + premium + taxable charges − discounts, never below 0. */
  taxable_cents: number;
  tax_cents: number;
  total_cents: number;
};

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);
const isDiscount = (credit: InvoiceCreditAmounts) => credit.charge_type !== 'deposit';

/**
 * The invoice's totals to the cent. Tax is computed once on the invoice's taxable sum and rounded
 * half up once, so the lines and the tax add up to the total exactly (no per-line rounding drift).
 */
export function invoiceTotals(input: InvoiceTotalsInput): InvoiceAmounts {
  for (const lot of input.lots) {
    assertCents('A hammer price', lot.hammer_cents);
    assertCents('A premium', lot.premium_cents);
  }
  for (const charge of input.charges) assertCents('A charge', charge.amount_cents);
  for (const credit of input.credits) assertCents('A credit', credit.amount_cents);
  if (!Number.isSafeInteger(input.taxRateBps) || input.taxRateBps < 0 || input.taxRateBps > 10_000) {
    throw new RangeError(`A tax rate must be 0 to 10,000 basis points, not ${input.taxRateBps}`);
  }
  const hammer = sum(input.lots.map((lot) => lot.hammer_cents));
  const premium = sum(input.lots.map((lot) => lot.premium_cents));
  const charges = sum(input.charges.map((charge) => charge.amount_cents));
  const taxableCharges = sum(input.charges.filter((c) => c.taxable).map((c) => c.amount_cents));
  const discounts = sum(input.credits.filter(isDiscount).map((credit) => credit.amount_cents));
  const credits = sum(input.credits.map((credit) => credit.amount_cents));
  const taxable = Math.max(0, hammer + premium + taxableCharges - discounts);
  const tax = input.exempt ? 0 : applyBasisPoints(taxable, input.taxRateBps);
  const subtotal = invoiceSubtotalCents({
    hammer_cents: hammer,
    premium_cents: premium,
    charges_cents: charges,
    credits_cents: credits,
  });
  const total = subtotal + tax;
  return {
    hammer_cents: hammer,
    premium_cents: premium,
    charges_cents: charges,
    credits_cents: credits,
    subtotal_cents: subtotal,
    taxable_cents: taxable,
    tax_cents: tax,
    total_cents: total,
  };
}

/** The subtotal an invoice prints before its tax, from the figures it stores. */
export function invoiceSubtotalCents(
  amounts: Pick<InvoiceAmounts, 'hammer_cents' | 'premium_cents' | 'charges_cents' | 'credits_cents'>,
): number {
  return amounts.hammer_cents + amounts.premium_cents + amounts.charges_cents - amounts.credits_cents;
}

/**
 * Why a new credit cannot be added, or null when it can: a discount may not exceed the price
 * (hammer, premium and charges less the discounts already given), and no credit may take the
 * total below zero. So an invoice's total is never negative.
 */
export function creditRefusal(input: InvoiceTotalsInput, credit: InvoiceCreditAmounts): string | null {
  const before = invoiceTotals(input);
  if (isDiscount(credit)) {
    const discounts = sum(input.credits.filter(isDiscount).map((c) => c.amount_cents));
    const price = before.hammer_cents + before.premium_cents + before.charges_cents - discounts;
    if (credit.amount_cents > price)
      return 'A discount cannot be more than the price of the goods and charges.';
  }
  const after = invoiceTotals({ ...input, credits: [...input.credits, credit] });
  if (after.total_cents < 0) return 'The credits cannot be more than the invoice total.';
  return null;
}

/** Invoices as a list's totals count them: void ones count for nothing. */
export type InvoiceForSum = { status: string; total_cents: number; paid_cents: number };

/** The totals of several invoices, void ones left out. */
export function invoiceSetTotals(invoices: readonly InvoiceForSum[]) {
  const counted = invoices.filter((invoice) => invoice.status !== 'void');
  const total = sum(counted.map((invoice) => invoice.total_cents));
  const paid = sum(counted.map((invoice) => invoice.paid_cents));
  return { count: counted.length, total_cents: total, paid_cents: paid, balance_cents: total - paid };
}
