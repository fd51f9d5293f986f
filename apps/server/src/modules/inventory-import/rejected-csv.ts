import { spreadsheetText } from '@auction/domain';
import { stringify } from 'csv-stringify/sync';
import type { RejectedRowColumn } from '../../db/inventory-schema';

/**
 * The rejected rows of an import as a CSV a clerk can fix and import again: the file's own
 * columns, then the row's number in the file and the reason. A cell that starts with = + - @ (or
 * a tab or carriage return) gets a leading apostrophe, so a spreadsheet shows it as text instead
 * of running it as a formula (`=HYPERLINK(...)` from a hostile file stays inert). UTF-8 with a BOM,
 * so Excel reads accents right.
 */
export function rejectedRowsCsv(headers: readonly string[], rejected: readonly RejectedRowColumn[]): string {
  const width = Math.max(headers.length, ...rejected.map((r) => r.values.length));
  const columns = [
    ...headers,
    ...Array.from({ length: width - headers.length }, (_, i) => `Column ${headers.length + i + 1}`),
  ];
  const body = stringify(
    [
      [...columns, 'Row in file', 'Reason'],
      ...rejected.map((r) => [
        ...r.values,
        ...Array<string>(width - r.values.length).fill(''),
        String(r.row),
        r.reason,
      ]),
    ],
    { cast: { string: spreadsheetText } },
  );
  return `\uFEFF${body}`;
}
