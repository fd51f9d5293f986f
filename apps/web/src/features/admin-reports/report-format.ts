import type { ReportCell, ReportColumnKind } from '@auction/contracts';
import { formatCount } from '../../lib/format';
import { formatCents } from '../../lib/money';

const percent = new Intl.NumberFormat('en-CA', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const decimal = new Intl.NumberFormat('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A report's cell as staff read it: money in dollars, ratios as percents, rates as 14%. */
export function formatReportCell(kind: ReportColumnKind, value: ReportCell | undefined): string {
  if (value === null || value === undefined || value === '') return kind === 'text' ? '' : '—';
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'money':
      return formatCents(value);
    case 'ratio':
      return percent.format(value);
    case 'rate_bps':
      return `${decimal.format(value / 100).replace(/\.00$/, '')}%`;
    case 'decimal':
      return decimal.format(value);
    case 'count':
      return formatCount(value);
    default:
      return String(value);
  }
}

/** A chart axis tick: short money ($1.2k), percents, counts. */
export function formatReportTick(kind: ReportColumnKind, value: number): string {
  if (kind === 'money') {
    const dollars = value / 100;
    return Math.abs(dollars) >= 1_000
      ? `$${decimal.format(dollars / 1_000).replace(/\.?0+$/, '')}k`
      : `$${Math.round(dollars)}`;
  }
  if (kind === 'ratio') return `${Math.round(value * 100)}%`;
  return formatCount(value);
}
