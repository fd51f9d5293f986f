import type { LotStatsRow } from '@auction/contracts';
import { tableCsv } from '../../components/data-table';
import { lotStatsColumns } from './components/lot-stats-table';

/** The same figures as the table, amounts in dollars, one line per lot (CRLF, as spreadsheets expect). */
export function lotStatsCsv(rows: readonly LotStatsRow[]): string {
  return tableCsv(lotStatsColumns, rows);
}
