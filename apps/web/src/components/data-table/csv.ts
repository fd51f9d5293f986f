import type { PageMeta } from '@auction/contracts';
import { spreadsheetText } from '@auction/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { saveFile } from '../../lib/save-file';

/**
 * A CSV field: quoted when it holds a comma, quote or line break (RFC 4180); a text that a
 * spreadsheet would run as a formula is made plain text.
 */
export function csvField(value: string | number | null | undefined): string {
  const text = value == null ? '' : typeof value === 'number' ? String(value) : spreadsheetText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The heading of a column in the file: its label, else its header text, else its id. */
function headingOf<T>(column: ColumnDef<T, never>): string {
  if (column.meta?.label) return column.meta.label;
  if (typeof column.header === 'string') return column.header;
  return column.id ?? '';
}

/**
 * The rows as CSV: one line per row, the columns that say how (`meta.csv`) in their order, CRLF
 * line ends as spreadsheets expect.
 */
export function tableCsv<T>(columns: readonly ColumnDef<T, never>[], rows: readonly T[]): string {
  const exported = columns.filter((column) => column.meta?.csv);
  const lines = [
    exported.map((column) => csvField(headingOf(column))).join(','),
    ...rows.map((row) => exported.map((column) => csvField(column.meta?.csv?.(row))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The most pages an export reads (10,000 rows at 100 a page) before it stops and says so. */
export const maxExportPages = 100;

/**
 * Every row of a filtered list, page after page of 100 through the list's own endpoint, so the
 * file holds what the filters find rather than only the page on screen.
 */
export async function fetchAllRows<T>(
  fetchPage: (page: number, perPage: number) => Promise<{ data: T[]; meta: PageMeta }>,
): Promise<{ rows: T[]; complete: boolean }> {
  const rows: T[] = [];
  for (let page = 1; page <= maxExportPages; page += 1) {
    const answer = await fetchPage(page, 100);
    rows.push(...answer.data);
    if (rows.length >= answer.meta.total || answer.data.length === 0) return { rows, complete: true };
  }
  return { rows, complete: false };
}

/** Saves a CSV through a temporary link; the browser's own download does the rest. */
export function downloadCsv(fileName: string, csv: string): void {
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
