import type {
  ImportPreview,
  ImportPreviewRow,
  InventoryImport,
  InventoryImportSummary,
} from '@auction/contracts';
import {
  type ColumnMapping,
  type ImportField,
  importFields,
  numberStyleOf,
  type RememberedMapping,
  startingMapping,
} from '@auction/domain';
import type { Queryable } from '../../db/queries';
import { checkFileRow, firstRowsOf } from './check-file';
import { loadRowLookups } from './row-lookups';

/** How many rows the preview sends: the first rows of the file, and the first rows with errors. */
export const previewFirstRows = 10;
export const previewErrorRows = 50;

export interface ImportRecord {
  id: string;
  status: InventoryImport['status'];
  file_name: string;
  encoding: string;
  delimiter: string;
  headers: string[];
  mapping: ColumnMapping;
  total_rows: number;
  processed_rows: number;
  created_count: number;
  updated_count: number;
  unchanged_count: number;
  skipped_count: number;
  rejected: { row: number; reason: string }[];
  error: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function toImportSummary(
  record: Omit<ImportRecord, 'encoding' | 'delimiter' | 'headers' | 'mapping' | 'rejected'>,
): InventoryImportSummary {
  return {
    id: record.id,
    status: record.status,
    file_name: record.file_name,
    total_rows: record.total_rows,
    processed_rows: record.processed_rows,
    created_count: record.created_count,
    updated_count: record.updated_count,
    unchanged_count: record.unchanged_count,
    skipped_count: record.skipped_count,
    error: record.error,
    created_at: iso(record.created_at),
    finished_at: record.finished_at === null ? null : iso(record.finished_at),
  };
}

/** Every row checked with the mapping as it stands; nothing is written. */
export async function previewOf(
  db: Queryable,
  record: Pick<ImportRecord, 'delimiter' | 'mapping'>,
  rows: string[][],
): Promise<ImportPreview> {
  const lookups = await loadRowLookups(db, rows, record.mapping);
  const style = numberStyleOf(record.delimiter);
  const firstRows = firstRowsOf(rows, record.mapping);
  const preview: ImportPreview = { valid_rows: 0, rows_with_errors: 0, first_rows: [], error_rows: [] };
  rows.forEach((values, i) => {
    const row = i + 1;
    const { errors } = checkFileRow(row, values, record.mapping, style, lookups, firstRows);
    const shown: ImportPreviewRow = { row, values, errors };
    if (errors.length === 0) preview.valid_rows++;
    else {
      preview.rows_with_errors++;
      if (preview.error_rows.length < previewErrorRows) preview.error_rows.push(shown);
    }
    if (i < previewFirstRows) preview.first_rows.push(shown);
  });
  return preview;
}

/** Which fields' columns came from the remembered mapping, and which were guessed from headers. */
export function mappingSources(
  headers: string[],
  mapping: ColumnMapping,
  remembered: RememberedMapping | null,
): { remembered_fields: ImportField[]; guessed_fields: ImportField[] } {
  const start = startingMapping(headers, remembered);
  const kept = importFields.filter(
    (field) => mapping[field] !== undefined && mapping[field] === start.mapping[field],
  );
  return {
    remembered_fields: kept.filter((field) => start.remembered.includes(field)),
    guessed_fields: kept.filter((field) => !start.remembered.includes(field)),
  };
}

export function toImportJson(
  record: ImportRecord,
  extra: { preview: ImportPreview | null; remembered_fields: ImportField[]; guessed_fields: ImportField[] },
): InventoryImport {
  return {
    ...toImportSummary(record),
    encoding: record.encoding,
    delimiter: record.delimiter,
    headers: record.headers,
    mapping: record.mapping,
    rejected: record.rejected,
    ...extra,
  };
}
