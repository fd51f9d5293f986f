import type { AccountingAccounts, Journal, JournalQuery } from '@auction/contracts';
import {
  accountTotals,
  type BookAccount,
  bookAccountText,
  type JournalEntry,
  journalTotals,
  linesTotals,
  periodJournal,
} from '@auction/domain';
import type { Queryable } from '../../db/queries';
import type { BooksRepository } from './books.repository';

interface BooksDeps {
  db: Queryable;
  books: BooksRepository;
  /** The house's time zone, province and the accounts named in settings. */
  house: () => Promise<{ timeZone: string; province: string; accounts: AccountingAccounts }>;
}

/** An account as the settings name it: its QuickBooks name and its Xero code. */
function accountOf(accounts: AccountingAccounts, account: BookAccount) {
  const named = accounts.accounts[account.key];
  return { name: bookAccountText(named.name, account), code: bookAccountText(named.code, account) };
}

function entryJson(accounts: AccountingAccounts, entry: JournalEntry): Journal['entries'][number] {
  const totals = linesTotals(entry.lines);
  return {
    number: entry.number,
    date: entry.date,
    kind: entry.kind,
    narration: entry.narration,
    name: entry.name,
    lines: entry.lines.map((line) => ({
      account: accountOf(accounts, line.account),
      description: line.description,
      debit_cents: line.debitCents,
      credit_cents: line.creditCents,
    })),
    debit_cents: totals.debitCents,
    credit_cents: totals.creditCents,
  };
}

/**
 * The bookkeeper's journal for a period of house days (decision 0067): the facts the repository
 * selects, made entries by the domain, with the accounts the settings name.
 */
export function createBooksService(deps: BooksDeps) {
  return {
    async journal(
      query: Pick<JournalQuery, 'from' | 'to'>,
    ): Promise<{ journal: Journal; xeroTaxRate: string }> {
      const house = await deps.house();
      const facts = await deps.books.periodFacts(
        deps.db,
        { from: query.from, to: query.to, timeZone: house.timeZone },
        { province: house.province },
      );
      const entries = periodJournal(facts);
      const totals = journalTotals(entries);
      return {
        journal: {
          from: query.from,
          to: query.to,
          entries: entries.map((entry) => entryJson(house.accounts, entry)),
          accounts: accountTotals(entries).map((row) => ({
            account: accountOf(house.accounts, row.account),
            debit_cents: row.debitCents,
            credit_cents: row.creditCents,
          })),
          debit_cents: totals.debitCents,
          credit_cents: totals.creditCents,
          balanced: totals.balanced,
        },
        xeroTaxRate: house.accounts.xero_tax_rate,
      };
    },
  };
}
export type BooksService = ReturnType<typeof createBooksService>;
