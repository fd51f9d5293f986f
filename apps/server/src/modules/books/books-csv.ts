import type { Journal } from '@auction/contracts';
import { spreadsheetText } from '@auction/domain';
import { stringify } from 'csv-stringify/sync';

const dollars = (cents: number) => (cents / 100).toFixed(2);
const blankOr = (cents: number) => (cents === 0 ? '' : dollars(cents));
/** `2026-11-20` as QuickBooks Online reads it, MM/DD/YYYY. */
const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
/** `2026-11-20` as Xero's manual journal import reads it, DD/MM/YYYY. */
const dayFirst = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

const write = (rows: string[][]) => stringify(rows, { cast: { string: spreadsheetText } });

/**
 * QuickBooks Online's journal entry import: one row per line, the lines of an entry sharing its
 * Journal No and date; the account by its name, debit or credit in its own column. The Name
 * column is left empty: QuickBooks would ask each buyer to be a customer (decision 0067).
 */
export function quickbooksJournalCsv(journal: Journal): string {
  const rows = [['Journal No', 'Journal Date', 'Account Name', 'Debits', 'Credits', 'Description', 'Name']];
  for (const entry of journal.entries) {
    for (const line of entry.lines) {
      rows.push([
        entry.number,
        usDate(entry.date),
        line.account.name,
        blankOr(line.debit_cents),
        blankOr(line.credit_cents),
        `${line.description}${entry.name ? ` - ${entry.name}` : ''}`,
        '',
      ]);
    }
  }
  return write(rows);
}

/**
 * Xero's manual journal import: the lines of a journal share its narration and date; the account
 * by its code, one signed amount (a debit positive, a credit negative), and the tax rate Xero
 * asks of every line (the HST has its own lines, so it is a rate that adds none).
 */
export function xeroJournalCsv(journal: Journal, taxRate: string): string {
  const rows = [
    [
      '*Narration',
      '*Date',
      'Description',
      '*AccountCode',
      '*TaxRate',
      '*Amount',
      'TrackingName1',
      'TrackingOption1',
    ],
  ];
  for (const entry of journal.entries) {
    for (const line of entry.lines) {
      rows.push([
        entry.narration,
        dayFirst(entry.date),
        `${line.description}${entry.name ? ` - ${entry.name}` : ''}`,
        line.account.code,
        taxRate,
        dollars(line.debit_cents - line.credit_cents),
        '',
        '',
      ]);
    }
  }
  return write(rows);
}
