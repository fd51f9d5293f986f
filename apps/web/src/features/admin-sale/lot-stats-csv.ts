import type { LotStatsRow } from '@auction/contracts';

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** A CSV field: quoted when it holds a comma, quote or line break (RFC 4180). */
function field(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const columns: [heading: string, value: (row: LotStatsRow) => string | number][] = [
  ['Lot', (row) => row.lot_number],
  ['Title', (row) => row.title],
  ['Status', (row) => row.status],
  ['Starting bid', (row) => dollars(row.starting_bid_cents)],
  ['Reserve', (row) => dollars(row.reserve_cents)],
  ['Current bid or hammer', (row) => dollars(row.current_bid_cents)],
  ['Bids', (row) => row.bid_count],
  ['Bidders', (row) => row.bidders],
  ['Watchers', (row) => row.watchers],
  ['Reserve met', (row) => (row.has_reserve ? yesNo(row.reserve_met) : 'no reserve')],
  ['Ends (UTC)', (row) => row.end_date ?? ''],
  ['Extended', (row) => yesNo(row.extended)],
  ['High bidder paddle', (row) => row.high_bidder_paddle ?? ''],
];

/** The same figures as the table, amounts in dollars, one line per lot (CRLF, as spreadsheets expect). */
export function lotStatsCsv(rows: readonly LotStatsRow[]): string {
  const lines = [
    columns.map(([heading]) => field(heading)).join(','),
    ...rows.map((row) => columns.map(([, value]) => field(value(row))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves the CSV through a temporary link; the browser's own download does the rest. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
