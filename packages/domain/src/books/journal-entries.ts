import {
  type BookAccount,
  type BookAccountKey,
  type JournalEntry,
  type JournalLine,
  postTo,
  reversedLines,
} from './journal';

/**
 * The journal entries of the house's money facts (decision 0067). Each builder posts the parts of
 * its fact and takes the receivable (or the consignor's payable, or the money account) as their
 * sum, so an entry balances by construction; the parts are the figures the invoice, credit note
 * or statement stores, and their sum is its own total.
 */

const hst = (province: string, rateBps: number): BookAccount => ({ key: 'hst_payable', province, rateBps });
const account = (key: Exclude<BookAccountKey, 'hst_payable'>): BookAccount => ({ key });
const sum = (lines: readonly JournalLine[]) =>
  lines.reduce((total, line) => total + line.debitCents - line.creditCents, 0);

/** How the buyer paid: the money account each method lands in. */
export type BuyerPaymentMethod = 'cash' | 'debit' | 'card_counter' | 'cheque' | 'etransfer' | 'stripe';
const paymentAccounts: Record<BuyerPaymentMethod, Exclude<BookAccountKey, 'hst_payable'>> = {
  cash: 'cash',
  debit: 'card_clearing',
  card_counter: 'card_clearing',
  cheque: 'cheques',
  etransfer: 'etransfer',
  stripe: 'stripe_clearing',
};
export const paymentAccountOf = (method: BuyerPaymentMethod): BookAccount => account(paymentAccounts[method]);

/** How a consignor was paid: cash from the drawer, anything else from the payouts bank account. */
export type PayoutMethod = 'cash' | 'cheque' | 'e_transfer' | 'direct_deposit';
export const payoutAccountOf = (method: PayoutMethod): BookAccount =>
  account(method === 'cash' ? 'cash' : 'consignor_payouts');

/** An invoice as issued: its stored figures, its credits split into discounts and deposits. */
export interface InvoiceFact {
  number: string;
  date: string;
  buyer: string;
  hammerCents: number;
  premiumCents: number;
  chargesCents: number;
  /** Discount credit lines: a price reduction. */
  discountCents: number;
  /** Deposit credit lines: money the buyer paid before, taken off what is owed. */
  depositCreditCents: number;
  taxCents: number;
  placeOfSupply: string;
  taxRateBps: number;
}

function invoiceLines(invoice: InvoiceFact): JournalLine[] {
  const ref = `Invoice ${invoice.number}`;
  const parts = [
    ...postTo(account('hammer'), `${ref}: hammer`, -invoice.hammerCents),
    ...postTo(account('premium_income'), `${ref}: buyer's premium`, -invoice.premiumCents),
    ...postTo(account('charges_income'), `${ref}: charges`, -invoice.chargesCents),
    ...postTo(account('sales_returns'), `${ref}: discount`, invoice.discountCents),
    ...postTo(account('deposits_held'), `${ref}: deposit taken off`, invoice.depositCreditCents),
    ...postTo(hst(invoice.placeOfSupply, invoice.taxRateBps), `${ref}: HST`, -invoice.taxCents),
  ];
  return [...postTo(account('receivables'), `${ref}: total`, -sum(parts)), ...parts];
}

/** An invoice issued: the buyer owes its total; hammer, premium, charges and HST are credited. */
export function invoiceEntry(invoice: InvoiceFact): JournalEntry {
  return {
    number: `INV-${invoice.number}`,
    date: invoice.date,
    kind: 'invoice',
    narration: `INV-${invoice.number} Invoice ${invoice.number} issued`,
    name: invoice.buyer,
    lines: invoiceLines(invoice),
  };
}

/** An issued invoice voided on `voidedOn`: its issue entry undone. */
export function invoiceVoidEntry(invoice: InvoiceFact, voidedOn: string): JournalEntry {
  return {
    number: `VOID-${invoice.number}`,
    date: voidedOn,
    kind: 'invoice_void',
    narration: `VOID-${invoice.number} Invoice ${invoice.number} voided`,
    name: invoice.buyer,
    lines: reversedLines(invoiceLines(invoice)),
  };
}

export interface CreditNoteFact {
  number: string;
  invoiceNumber: string;
  date: string;
  buyer: string;
  hammerCents: number;
  premiumCents: number;
  chargesCents: number;
  /** Late and storage fees waived (before their tax). */
  feesCents: number;
  goodwillCents: number;
  taxCents: number;
  placeOfSupply: string;
  taxRateBps: number;
}

/**
 * A credit note: the reverse of what it credits. The hammer comes off the consignors' clearing
 * (a lot taken back is not the consignor's sale); premium, charges, fees waived and goodwill are
 * the house's own income given back, to sales returns; its HST comes off the invoice's province
 * and rate.
 */
export function creditNoteEntry(note: CreditNoteFact): JournalEntry {
  const ref = `Credit note ${note.number} on invoice ${note.invoiceNumber}`;
  const parts = [
    ...postTo(account('hammer'), `${ref}: hammer`, note.hammerCents),
    ...postTo(
      account('sales_returns'),
      `${ref}: premium, charges, fees and goodwill`,
      note.premiumCents + note.chargesCents + note.feesCents + note.goodwillCents,
    ),
    ...postTo(hst(note.placeOfSupply, note.taxRateBps), `${ref}: HST`, note.taxCents),
  ];
  return {
    number: note.number,
    date: note.date,
    kind: 'credit_note',
    narration: `${note.number} ${ref}`,
    name: note.buyer,
    lines: [...postTo(account('receivables'), `${ref}: total`, -sum(parts)), ...parts],
  };
}

export interface PaymentFact {
  id: string;
  invoiceNumber: string;
  date: string;
  buyer: string;
  kind: 'payment' | 'refund' | 'reversal';
  method: BuyerPaymentMethod;
  /** Signed as the ledger stores it: money in positive, a refund negative. */
  amountCents: number;
  reference: string;
}

const paymentWords = { payment: 'Payment', refund: 'Refund', reversal: 'Reversal' } as const;
const methodWords: Record<BuyerPaymentMethod, string> = {
  cash: 'cash',
  debit: 'debit',
  card_counter: 'card at the counter',
  cheque: 'cheque',
  etransfer: 'e-Transfer',
  stripe: 'card online',
};

/** A payment, refund or reversal: the method's account against the receivable. */
export function paymentEntry(payment: PaymentFact): JournalEntry {
  const number = `PMT-${payment.id.slice(0, 8)}`;
  const what = `${paymentWords[payment.kind]} by ${methodWords[payment.method]} on invoice ${payment.invoiceNumber}${payment.reference ? ` (${payment.reference})` : ''}`;
  return {
    number,
    date: payment.date,
    kind: 'payment',
    narration: `${number} ${what}`,
    name: payment.buyer,
    lines: [
      ...postTo(paymentAccountOf(payment.method), what, payment.amountCents),
      ...postTo(account('receivables'), what, -payment.amountCents),
    ],
  };
}

export interface InvoiceFeeFact {
  id: string;
  invoiceNumber: string;
  date: string;
  buyer: string;
  description: string;
  amountCents: number;
  taxCents: number;
  placeOfSupply: string;
  taxRateBps: number;
}

/** A late or storage fee charged on an invoice: the buyer owes it and its HST. */
export function invoiceFeeEntry(fee: InvoiceFeeFact): JournalEntry {
  const number = `FEE-${fee.id.slice(0, 8)}`;
  const ref = `${fee.description} on invoice ${fee.invoiceNumber}`;
  const parts = [
    ...postTo(account('charges_income'), ref, -fee.amountCents),
    ...postTo(hst(fee.placeOfSupply, fee.taxRateBps), `${ref}: HST`, -fee.taxCents),
  ];
  return {
    number,
    date: fee.date,
    kind: 'invoice_fee',
    narration: `${number} ${ref}`,
    name: fee.buyer,
    lines: [...postTo(account('receivables'), ref, -sum(parts)), ...parts],
  };
}

export interface DepositFact {
  id: string;
  date: string;
  bidder: string;
  /** The sale and paddle, as the narration reads them. */
  registration: string;
  kind: 'payment' | 'refund' | 'applied';
  method: BuyerPaymentMethod;
  /** Positive, whatever the kind. */
  amountCents: number;
  invoiceNumber: string | null;
}

/**
 * A registration deposit. Paid: the money account against deposits held; refunded: the reverse.
 * Applied: the deposit becomes a payment on the invoice in the ledger (which posts the method's
 * account against the receivable), so the application moves it from deposits held back to the
 * method's account, and together the two take it off the receivable.
 */
export function depositEntry(deposit: DepositFact): JournalEntry {
  const number = `DEP-${deposit.id.slice(0, 8)}`;
  const words = {
    payment: `Deposit paid by ${methodWords[deposit.method]} for ${deposit.registration}`,
    refund: `Deposit refunded by ${methodWords[deposit.method]} for ${deposit.registration}`,
    applied: `Deposit for ${deposit.registration} applied to invoice ${deposit.invoiceNumber ?? ''}`.trim(),
  }[deposit.kind];
  const held = deposit.kind === 'payment' ? -deposit.amountCents : deposit.amountCents;
  return {
    number,
    date: deposit.date,
    kind: 'deposit',
    narration: `${number} ${words}`,
    name: deposit.bidder,
    lines: [
      ...postTo(paymentAccountOf(deposit.method), words, -held),
      ...postTo(account('deposits_held'), words, held),
    ],
  };
}

export interface StatementFact {
  id: string;
  date: string;
  consignor: string;
  /** The sale or period it settles, as the narration reads it. */
  sale: string;
  hammerCents: number;
  /** HST on a registered consignor's hammer, paid over to them (an input tax credit). */
  hammerTaxCents: number;
  commissionCents: number;
  /** Lot, photo and unsold fees. */
  feesCents: number;
  taxOnChargesCents: number;
  advancesRecoveredCents: number;
  /** The house's province and the statement's HST rate. */
  province: string;
  taxRateBps: number;
}

/**
 * A consignor statement made final: the hammer of the consignor's goods leaves the clearing
 * account; the house keeps its commission and fees (and their HST), takes back advances, and
 * owes the consignor the rest (their net payout; a debit when the consignor owes the house).
 */
export function statementEntry(statement: StatementFact): JournalEntry {
  const number = `STM-${statement.id.slice(0, 8)}`;
  const ref = `Statement of ${statement.consignor} for ${statement.sale}`;
  const parts = [
    ...postTo(account('hammer'), `${ref}: hammer`, statement.hammerCents),
    ...postTo(
      hst(statement.province, statement.taxRateBps),
      `${ref}: HST on the hammer (registrant)`,
      statement.hammerTaxCents,
    ),
    ...postTo(account('commission_income'), `${ref}: commission`, -statement.commissionCents),
    ...postTo(account('fees_income'), `${ref}: lot, photo and unsold fees`, -statement.feesCents),
    ...postTo(
      hst(statement.province, statement.taxRateBps),
      `${ref}: HST on commission and fees`,
      -statement.taxOnChargesCents,
    ),
    ...postTo(
      account('consignor_advances'),
      `${ref}: advances taken back`,
      -statement.advancesRecoveredCents,
    ),
  ];
  return {
    number,
    date: statement.date,
    kind: 'statement',
    narration: `${number} ${ref}`,
    name: statement.consignor,
    lines: [...parts, ...postTo(account('consignor_payables'), `${ref}: net payout`, -sum(parts))],
  };
}

export interface PayoutFact {
  id: string;
  date: string;
  consignor: string;
  sale: string;
  kind: 'payout' | 'reversal';
  method: PayoutMethod;
  /** Positive, whatever the kind. */
  amountCents: number;
  reference: string;
}

const payoutWords: Record<PayoutMethod, string> = {
  cash: 'cash',
  cheque: 'cheque',
  e_transfer: 'e-Transfer',
  direct_deposit: 'direct deposit',
};

/** Money paid to a consignor (or a payout undone): the payable against the money account. */
export function payoutEntry(payout: PayoutFact): JournalEntry {
  const number = `PAY-${payout.id.slice(0, 8)}`;
  const what = `${payout.kind === 'payout' ? 'Payout' : 'Payout reversed'} by ${payoutWords[payout.method]} for ${payout.sale}${payout.reference ? ` (${payout.reference})` : ''}`;
  const owed = payout.kind === 'payout' ? payout.amountCents : -payout.amountCents;
  return {
    number,
    date: payout.date,
    kind: 'payout',
    narration: `${number} ${what}`,
    name: payout.consignor,
    lines: [
      ...postTo(account('consignor_payables'), what, owed),
      ...postTo(payoutAccountOf(payout.method), what, -owed),
    ],
  };
}

/** Every fact of a period, as the books area reads them. */
export interface PeriodFacts {
  invoices: readonly InvoiceFact[];
  voids: readonly { invoice: InvoiceFact; voidedOn: string }[];
  creditNotes: readonly CreditNoteFact[];
  payments: readonly PaymentFact[];
  fees: readonly InvoiceFeeFact[];
  deposits: readonly DepositFact[];
  statements: readonly StatementFact[];
  payouts: readonly PayoutFact[];
}

const kindOrder: JournalEntry['kind'][] = [
  'invoice',
  'invoice_fee',
  'credit_note',
  'invoice_void',
  'deposit',
  'payment',
  'statement',
  'payout',
];

/** The period's journal: every fact's entry, by day, then kind, then number. */
export function periodJournal(facts: PeriodFacts): JournalEntry[] {
  const entries = [
    ...facts.invoices.map(invoiceEntry),
    ...facts.voids.map((v) => invoiceVoidEntry(v.invoice, v.voidedOn)),
    ...facts.creditNotes.map(creditNoteEntry),
    ...facts.payments.map(paymentEntry),
    ...facts.fees.map(invoiceFeeEntry),
    ...facts.deposits.map(depositEntry),
    ...facts.statements.map(statementEntry),
    ...facts.payouts.map(payoutEntry),
  ];
  return entries.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) ||
      a.number.localeCompare(b.number),
  );
}
