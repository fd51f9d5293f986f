import { type InventoryImportSummary, importStatusLabels } from '@auction/contracts';

/** A preview left this long without being confirmed is taken as abandoned. */
export const unconfirmedAfterMs = 24 * 60 * 60 * 1000;

/** The import's status in words; a preview older than a day is "Not confirmed", no longer waiting. */
export function importStatusLabel(
  summary: Pick<InventoryImportSummary, 'status' | 'created_at'>,
  now: number,
): string {
  if (summary.status === 'previewed' && now - Date.parse(summary.created_at) > unconfirmedAfterMs) {
    return 'Not confirmed';
  }
  return importStatusLabels[summary.status];
}

/** The share of rows done, 0 to 100, for the progress bar. */
export function percentDone(progress: Pick<InventoryImportSummary, 'processed_rows' | 'total_rows'>): number {
  if (progress.total_rows === 0) return 100;
  return Math.min(100, Math.floor((progress.processed_rows / progress.total_rows) * 100));
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-CA')} ${count === 1 ? one : many}`;

/** What an import did, in one sentence: "197 created, 0 updated, 0 unchanged, 3 skipped." */
export function outcomeSentence(
  counts: Pick<
    InventoryImportSummary,
    'created_count' | 'updated_count' | 'unchanged_count' | 'skipped_count'
  >,
): string {
  return `${counts.created_count.toLocaleString('en-CA')} created, ${counts.updated_count.toLocaleString('en-CA')} updated, ${counts.unchanged_count.toLocaleString('en-CA')} unchanged, ${counts.skipped_count.toLocaleString('en-CA')} skipped.`;
}

/** "1,234 of 10,000 rows" */
export function progressWords(
  progress: Pick<InventoryImportSummary, 'processed_rows' | 'total_rows'>,
): string {
  return `${progress.processed_rows.toLocaleString('en-CA')} of ${plural(progress.total_rows, 'row')}`;
}

export { plural };
