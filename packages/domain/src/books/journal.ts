/**
 * The house's journal (decision 0067): each money fact of a period (an invoice issued, a credit
 * note, a payment, a fee, a deposit, a consignor statement, a payout) as one entry of debit and
 * credit lines in whole cents. Every entry balances, so the whole journal does.
 */

/** The accounts a line can post to; the settings name each (HST once per province and rate). */
export type BookAccountKey =
  | 'receivables'
  | 'hammer'
  | 'premium_income'
  | 'charges_income'
  | 'hst_payable'
  | 'sales_returns'
  | 'cash'
  | 'cheques'
  | 'card_clearing'
  | 'stripe_clearing'
  | 'etransfer'
  | 'deposits_held'
  | 'consignor_payables'
  | 'commission_income'
  | 'fees_income'
  | 'consignor_advances'
  | 'consignor_payouts';

/** An account a line posts to: HST payable names its province and rate. */
export type BookAccount =
  | { key: Exclude<BookAccountKey, 'hst_payable'> }
  | { key: 'hst_payable'; province: string; rateBps: number };

export interface JournalLine {
  account: BookAccount;
  description: string;
  debitCents: number;
  creditCents: number;
}

export type JournalEntryKind =
  | 'invoice'
  | 'invoice_void'
  | 'credit_note'
  | 'payment'
  | 'invoice_fee'
  | 'deposit'
  | 'statement'
  | 'payout';

export interface JournalEntry {
  /** The journal number both programs group an entry's lines by. */
  number: string;
  /** The house day, `YYYY-MM-DD`. */
  date: string;
  kind: JournalEntryKind;
  narration: string;
  /** The buyer or consignor; empty when none. */
  name: string;
  lines: JournalLine[];
}

/**
 * A line from a signed amount: positive is a debit, negative a credit; zero is no line at all,
 * so an invoice without charges has no charges line.
 */
export function postTo(account: BookAccount, description: string, signedCents: number): JournalLine[] {
  if (!Number.isSafeInteger(signedCents)) {
    throw new RangeError(`A journal amount must be whole cents, not ${signedCents}`);
  }
  if (signedCents === 0) return [];
  return [
    {
      account,
      description,
      debitCents: signedCents > 0 ? signedCents : 0,
      creditCents: signedCents < 0 ? -signedCents : 0,
    },
  ];
}

/** The same lines with debit and credit swapped: what undoes them. */
export function reversedLines(lines: readonly JournalLine[]): JournalLine[] {
  return lines.map((line) => ({ ...line, debitCents: line.creditCents, creditCents: line.debitCents }));
}

export interface JournalTotals {
  debitCents: number;
  creditCents: number;
}

/** What lines add up to on each side. */
export function linesTotals(lines: readonly JournalLine[]): JournalTotals {
  let debitCents = 0;
  let creditCents = 0;
  for (const line of lines) {
    debitCents += line.debitCents;
    creditCents += line.creditCents;
  }
  return { debitCents, creditCents };
}

/** The whole journal's totals, and whether every entry and so the whole balances. */
export function journalTotals(entries: readonly JournalEntry[]): JournalTotals & { balanced: boolean } {
  let debitCents = 0;
  let creditCents = 0;
  let balanced = true;
  for (const entry of entries) {
    const totals = linesTotals(entry.lines);
    if (totals.debitCents !== totals.creditCents) balanced = false;
    debitCents += totals.debitCents;
    creditCents += totals.creditCents;
  }
  return { debitCents, creditCents, balanced: balanced && debitCents === creditCents };
}

/** A stable key for an account (HST by province and rate), to sum lines by account. */
export function accountKeyOf(account: BookAccount): string {
  return account.key === 'hst_payable' ? `hst_payable:${account.province}:${account.rateBps}` : account.key;
}

/** What each account was debited and credited over the entries, in the order first posted. */
export function accountTotals(
  entries: readonly JournalEntry[],
): { account: BookAccount; debitCents: number; creditCents: number }[] {
  const byKey = new Map<string, { account: BookAccount; debitCents: number; creditCents: number }>();
  for (const line of entries.flatMap((entry) => entry.lines)) {
    const key = accountKeyOf(line.account);
    const row = byKey.get(key) ?? { account: line.account, debitCents: 0, creditCents: 0 };
    row.debitCents += line.debitCents;
    row.creditCents += line.creditCents;
    byKey.set(key, row);
  }
  return [...byKey.values()];
}

/** "14%", "13%", "14.975%": a rate in basis points as the account name reads it. */
export function ratePercent(rateBps: number): string {
  return `${(rateBps / 100).toFixed(3).replace(/\.?0+$/, '')}%`;
}

/** The name (or code) of an account from the settings; HST's fills in `{province}` and `{rate}`. */
export function bookAccountText(template: string, account: BookAccount): string {
  if (account.key !== 'hst_payable') return template;
  return template
    .replaceAll('{province}', account.province === 'XX' ? 'Outside Canada' : account.province)
    .replaceAll('{rate}', ratePercent(account.rateBps).replace('%', ''));
}
