import type { ImageImport } from '@auction/contracts';
import type { ImageImportFileColumn } from '../../db/schema';

export interface ImageImportRow {
  id: string;
  status: ImageImport['status'];
  target: ImageImport['target'];
  auction_id: string | null;
  files: ImageImportFileColumn[] | string;
  total: number;
  processed: number;
  error: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function filesOf(row: Pick<ImageImportRow, 'files'>): ImageImportFileColumn[] {
  return typeof row.files === 'string' ? (JSON.parse(row.files) as ImageImportFileColumn[]) : row.files;
}

/** The import as staff see it: every file with its outcome; storage keys stay on the server. */
export function toImageImportJson(row: ImageImportRow): ImageImport {
  const files = filesOf(row);
  const count = (outcome: ImageImportFileColumn['outcome']) =>
    files.filter((file) => file.outcome === outcome).length;
  return {
    id: row.id,
    status: row.status,
    target: row.target,
    auction_id: row.auction_id,
    total: Number(row.total),
    processed: Number(row.processed),
    counts: {
      matched: count('pending') + count('stored'),
      stored: count('stored'),
      unmatched: count('unmatched'),
      duplicate: count('duplicate'),
      refused: count('refused'),
    },
    files: files.map((file) => ({
      name: file.name,
      outcome: file.outcome,
      match: file.match ? { label: file.match.label, position: file.match.position } : null,
      reason: file.reason ?? null,
    })),
    error: row.error,
    created_at: iso(row.created_at),
    finished_at: row.finished_at ? iso(row.finished_at) : null,
  };
}
