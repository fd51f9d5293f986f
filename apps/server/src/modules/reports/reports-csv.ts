import type { Report, ReportColumn, ReportRow, ReportSection } from '@auction/contracts';
import { spreadsheetText } from '@auction/domain';
import { stringify } from 'csv-stringify/sync';

/** A cell as a spreadsheet should read it: dollars with cents, percents to two places. */
function cellOf(column: ReportColumn, value: ReportRow[string] | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') return value;
  switch (column.kind) {
    case 'money':
      return (value / 100).toFixed(2);
    case 'ratio':
      return (value * 100).toFixed(2);
    case 'rate_bps':
      return (value / 100).toFixed(2);
    case 'decimal':
      return value.toFixed(2);
    default:
      return String(value);
  }
}

const headerOf = (column: ReportColumn) =>
  column.kind === 'ratio' || column.kind === 'rate_bps' ? `${column.label} (%)` : column.label;

function sectionLines(section: ReportSection, titled: boolean): string[][] {
  const lines: string[][] = titled ? [[section.title]] : [];
  lines.push(section.columns.map(headerOf));
  for (const row of [...section.rows, ...(section.totals ? [section.totals] : [])]) {
    lines.push(section.columns.map((column) => cellOf(column, row[column.key])));
  }
  return lines;
}

/**
 * The report as CSV: one table, or for a report of several, each under its title with a blank
 * line between. A cell starting with = + - @ is not run as a formula; a negative figure stays a number.
 */
export function reportCsv(report: Report): string {
  const titled = report.sections.length > 1;
  const lines = report.sections.flatMap((section, index) => [
    ...(index > 0 ? [[]] : []),
    ...sectionLines(section, titled),
  ]);
  return stringify(lines, {
    cast: { string: spreadsheetText },
  });
}
