import { applyBasisPoints, assertCents } from '../money-rounding';
import { formatInvoiceNumber } from './invoice-numbers';

/**
 * Credit notes: what an issued invoice gives back. A credit note takes back a lot line (in whole
 * or part), a charge line, or a goodwill amount, with the buyer's premium and the tax at the
 * invoice's own rate. Its figures are worked out so that, however an invoice is credited, in one
 * note or many, the credited hammer, premium and tax never exceed the invoice's, and crediting
 * everything gives back exactly what the invoice charged: each note takes the difference between
 * what the invoice's remainder would charge before and after it (one rounding, as the invoice).
 */

/** `CN-2026-000012`: the credit notes' own gapless series per year. */
export function formatCreditNoteNumber(year: number, seq: number): string {
  return `CN-${formatInvoiceNumber(year, seq)}`;
}

/** A line of the invoice a credit note can take back. */
export interface CreditableLine {
  id: string;
  kind: 'lot' | 'charge';
  /** A lot: its hammer; a charge: its amount. */
  amountCents: number;
  /** A lot: the buyer's premium on it. */
  premiumCents: number;
  taxable: boolean;
}

/** A late or storage fee charged on the invoice after issue, with its own tax at the invoice's rate. */
export interface CreditableFee {
  id: string;
  amountCents: number;
  taxCents: number;
  taxable: boolean;
}

/** The invoice as a credit note reads it: its lines and the figures it charged. */
export interface CreditableInvoice {
  lines: readonly CreditableLine[];
  /** The fees charged since issue; each is credited against itself, never against the invoice. */
  fees?: readonly CreditableFee[];
  /** The invoice's tax rate (its place of supply on the sale day), in basis points. */
  taxRateBps: number;
  /** What the invoice charged tax on (hammer + premium + taxable charges − discounts). */
  taxableCents: number;
  taxCents: number;
  totalCents: number;
}

/** A line of a credit note already issued against the invoice. */
export interface CreditedLine {
  kind: 'lot' | 'charge' | 'fee' | 'goodwill';
  invoiceLineId: string | null;
  /** A fee waived: the fee credited. */
  invoiceFeeId?: string | null;
  amountCents: number;
  premiumCents: number;
  taxable: boolean;
}

/** What the credit notes issued so far took back. */
export interface CreditedSoFar {
  lines: readonly CreditedLine[];
  taxCents: number;
  totalCents: number;
}

/** What staff ask a new credit note to take back. */
export type CreditRequest =
  | { kind: 'lot' | 'charge'; invoiceLineId: string; amountCents: number }
  | { kind: 'fee'; invoiceFeeId: string; amountCents: number }
  | { kind: 'goodwill'; amountCents: number };

export interface CreditNoteLineFigures extends CreditedLine {
  /** Which request this line answers (its index), so a refusal can name the field. */
  request: number;
}

export interface CreditNoteFigures {
  lines: CreditNoteLineFigures[];
  hammerCents: number;
  premiumCents: number;
  chargesCents: number;
  /** Fees waived, before their tax. */
  feesCents: number;
  goodwillCents: number;
  taxCents: number;
  totalCents: number;
}

/** Why a credit note cannot be issued: the field (`lines.0.amount_cents`) and the words. */
export interface CreditRefusal {
  field: string;
  message: string;
}

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

function dollars(cents: number): string {
  const [whole = '0', part = '00'] = (Math.abs(cents) / 100).toFixed(2).split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${part}`;
}

/** A share of `whole` in proportion `part / of`, half up; all of it when `part` is all of `of`. */
function shareOf(whole: number, part: number, of: number): number {
  if (of <= 0) return 0;
  return Number((BigInt(whole) * BigInt(part) * 2n + BigInt(of)) / (BigInt(of) * 2n));
}

const taxOf = (baseCents: number, rateBps: number) => applyBasisPoints(Math.max(0, baseCents), rateBps);

/** The taxable amount a credited line takes off the invoice's taxable base (a fee is not on it). */
const taxableBaseOf = (line: CreditedLine) =>
  line.taxable && line.kind !== 'fee' ? line.amountCents + line.premiumCents : 0;

/**
 * The tax credited on a fee once `credited` of its amount is waived: its tax less the tax its
 * remainder would carry (the invoice's rule, per fee), so waiving all of it gives back all its tax.
 */
function feeTaxCreditedAt(fee: CreditableFee, credited: number, rateBps: number): number {
  if (!fee.taxable) return 0;
  return Math.max(0, fee.taxCents - taxOf(fee.amountCents - credited, rateBps));
}

/** What the earlier notes waived of each fee, and the tax and total that came to. */
function feesCreditedSoFar(invoice: CreditableInvoice, earlier: CreditedSoFar) {
  const amounts = new Map<string, number>();
  for (const line of earlier.lines) {
    if (line.kind === 'fee' && line.invoiceFeeId)
      amounts.set(line.invoiceFeeId, (amounts.get(line.invoiceFeeId) ?? 0) + line.amountCents);
  }
  let taxCents = 0;
  for (const fee of invoice.fees ?? [])
    taxCents += feeTaxCreditedAt(fee, amounts.get(fee.id) ?? 0, invoice.taxRateBps);
  const amountCents = sum([...amounts.values()]);
  return { amounts, taxCents, totalCents: amountCents + taxCents };
}

/**
 * What the credited tax comes to once `creditedTaxable` of the invoice's taxable base is credited:
 * the invoice's tax less the tax its remainder would carry. Never more than the invoice's tax,
 * all of it once everything is credited, and nothing on an exempt invoice (it charged none).
 */
function creditedTaxAt(invoice: CreditableInvoice, creditedTaxable: number): number {
  const remainder = invoice.taxableCents - creditedTaxable;
  return Math.max(0, invoice.taxCents - taxOf(remainder, invoice.taxRateBps));
}

/**
 * The figures of a new credit note, or why it cannot be issued: an amount must be whole cents
 * above zero, a line cannot be credited beyond what is left of it, and the note cannot take the
 * invoice below nothing.
 */
export function creditNoteFigures(
  invoice: CreditableInvoice,
  earlier: CreditedSoFar,
  requests: readonly CreditRequest[],
): CreditNoteFigures | CreditRefusal {
  assertCreditableInvoice(invoice);
  if (requests.length === 0) return { field: 'lines', message: 'Choose what the credit note takes back.' };
  const creditedOf = new Map<string, { amount: number; premium: number }>();
  for (const line of earlier.lines) {
    if (!line.invoiceLineId) continue;
    const so = creditedOf.get(line.invoiceLineId) ?? { amount: 0, premium: 0 };
    creditedOf.set(line.invoiceLineId, {
      amount: so.amount + line.amountCents,
      premium: so.premium + line.premiumCents,
    });
  }
  const taxableGoodwill = invoice.taxCents > 0;
  const feesBefore = feesCreditedSoFar(invoice, earlier);
  const feesAfter = new Map(feesBefore.amounts);
  let feeTax = 0;
  const lines: CreditNoteLineFigures[] = [];
  for (const [index, request] of requests.entries()) {
    const field = `lines.${index}.amount_cents`;
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
      return { field, message: 'The amount must be more than zero.' };
    }
    if (request.kind === 'fee') {
      const fee = invoice.fees?.find((candidate) => candidate.id === request.invoiceFeeId);
      if (!fee) return { field: `lines.${index}.invoice_fee_id`, message: 'This fee is not on the invoice.' };
      const so = feesAfter.get(fee.id) ?? 0;
      const left = fee.amountCents - so;
      if (left <= 0) return { field, message: 'This fee is waived in full already.' };
      if (request.amountCents > left) {
        return { field, message: `At most ${dollars(left)} of this fee is left to waive.` };
      }
      feesAfter.set(fee.id, so + request.amountCents);
      feeTax +=
        feeTaxCreditedAt(fee, so + request.amountCents, invoice.taxRateBps) -
        feeTaxCreditedAt(fee, so, invoice.taxRateBps);
      lines.push({
        request: index,
        kind: 'fee',
        invoiceLineId: null,
        invoiceFeeId: fee.id,
        amountCents: request.amountCents,
        premiumCents: 0,
        taxable: fee.taxable,
      });
      continue;
    }
    if (request.kind === 'goodwill') {
      lines.push({
        request: index,
        kind: 'goodwill',
        invoiceLineId: null,
        amountCents: request.amountCents,
        premiumCents: 0,
        taxable: taxableGoodwill,
      });
      continue;
    }
    const line = invoice.lines.find((candidate) => candidate.id === request.invoiceLineId);
    if (!line || line.kind !== request.kind) {
      return { field: `lines.${index}.invoice_line_id`, message: 'This line is not on the invoice.' };
    }
    const so = creditedOf.get(line.id) ?? { amount: 0, premium: 0 };
    const left = line.amountCents - so.amount;
    if (left <= 0) return { field, message: 'This line is credited in full already.' };
    if (request.amountCents > left) {
      return { field, message: `At most ${dollars(left)} of this line is left to credit.` };
    }
    // The premium follows the hammer: what the rest of the lot would carry, taken off what it did.
    const premiumAfter =
      line.premiumCents - shareOf(line.premiumCents, left - request.amountCents, line.amountCents);
    const premium = line.kind === 'lot' ? Math.max(0, premiumAfter - so.premium) : 0;
    creditedOf.set(line.id, { amount: so.amount + request.amountCents, premium: so.premium + premium });
    lines.push({
      request: index,
      kind: line.kind,
      invoiceLineId: line.id,
      amountCents: request.amountCents,
      premiumCents: premium,
      taxable: line.taxable,
    });
  }
  // The invoice's own part (lots, charges, goodwill) against what the invoice charged; the fees
  // were bounded one by one above.
  const creditedTaxableBefore = sum(earlier.lines.map(taxableBaseOf));
  const creditedTaxableAfter = creditedTaxableBefore + sum(lines.map(taxableBaseOf));
  const invoiceTaxBefore = earlier.taxCents - feesBefore.taxCents;
  const tax = Math.max(0, creditedTaxAt(invoice, creditedTaxableAfter) - invoiceTaxBefore);
  const ofKind = (kind: CreditedLine['kind']) =>
    sum(lines.filter((line) => line.kind === kind).map((line) => line.amountCents));
  const premium = sum(lines.map((line) => line.premiumCents));
  const total = ofKind('lot') + premium + ofKind('charge') + ofKind('goodwill') + tax;
  const left = invoice.totalCents - (earlier.totalCents - feesBefore.totalCents);
  if (total > left) {
    return {
      field: 'lines',
      message:
        left <= 0
          ? 'This invoice is credited in full already.'
          : `This credit note comes to ${dollars(total)}, more than the ${dollars(left)} left to credit on the invoice.`,
    };
  }
  return {
    lines,
    hammerCents: ofKind('lot'),
    premiumCents: premium,
    chargesCents: ofKind('charge'),
    feesCents: ofKind('fee'),
    goodwillCents: ofKind('goodwill'),
    taxCents: tax + feeTax,
    totalCents: total + ofKind('fee') + feeTax,
  };
}

export const isCreditRefusal = (answer: CreditNoteFigures | CreditRefusal): answer is CreditRefusal =>
  'message' in answer;

/**
 * Everything still left to credit on the invoice, line by line: what "credit the whole invoice"
 * asks for (a void of an invoice that was paid goes this way instead).
 */
export function restOfInvoice(invoice: CreditableInvoice, earlier: CreditedSoFar): CreditRequest[] {
  const credited = new Map<string, number>();
  for (const line of earlier.lines) {
    if (line.invoiceLineId)
      credited.set(line.invoiceLineId, (credited.get(line.invoiceLineId) ?? 0) + line.amountCents);
  }
  const lines: CreditRequest[] = invoice.lines.flatMap((line) => {
    const left = line.amountCents - (credited.get(line.id) ?? 0);
    return left > 0 ? [{ kind: line.kind, invoiceLineId: line.id, amountCents: left }] : [];
  });
  const { amounts } = feesCreditedSoFar(invoice, earlier);
  const fees: CreditRequest[] = (invoice.fees ?? []).flatMap((fee) => {
    const left = fee.amountCents - (amounts.get(fee.id) ?? 0);
    return left > 0 ? [{ kind: 'fee' as const, invoiceFeeId: fee.id, amountCents: left }] : [];
  });
  return [...lines, ...fees];
}

/** Checks the invoice's own figures are whole cents (a guard for the callers' data). */
export function assertCreditableInvoice(invoice: CreditableInvoice): void {
  for (const line of invoice.lines) {
    assertCents('A line amount', line.amountCents);
    assertCents('A premium', line.premiumCents);
  }
  for (const fee of invoice.fees ?? []) {
    assertCents('A fee', fee.amountCents);
    assertCents("A fee's tax", fee.taxCents);
  }
  assertCents('A taxable amount', invoice.taxableCents);
  assertCents('A tax', invoice.taxCents);
  assertCents('A total', invoice.totalCents);
}
