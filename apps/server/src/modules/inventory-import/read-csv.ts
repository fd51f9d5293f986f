import {
  binaryFileProblem,
  type CsvDelimiter,
  detectDelimiter,
  maxImportBytes,
  maxImportRows,
} from '@auction/domain';
import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../errors';

/** A CSV file as read: what it turned out to be, its header line and its data rows. */
export interface ReadCsv {
  encoding: 'utf-8' | 'windows-1252';
  delimiter: CsvDelimiter;
  headers: string[];
  rows: string[][];
}

export const maxImportColumns = 200;

const refuse = (message: string) => new AppError('VALIDATION_FAILED', message, { file: [message] });

/**
 * The text of the file: UTF-8 (a BOM is dropped) when the bytes are valid UTF-8, else
 * Windows-1252, which is what Excel writes on a Canadian Windows machine ("CSV" rather than "CSV
 * UTF-8"); every byte is a character there, so that decoding never fails.
 */
function decode(bytes: Uint8Array): Pick<ReadCsv, 'encoding'> & { text: string } {
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { encoding: 'utf-8', text: new TextDecoder('utf-8', { fatal: true }).decode(body) };
  } catch {
    return { encoding: 'windows-1252', text: new TextDecoder('windows-1252').decode(body) };
  }
}

function brokenFileMessage(error: CsvError): string {
  const line = typeof error.lines === 'number' ? ` (line ${error.lines})` : '';
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
    return `A quote (") opened in this file is never closed${line}, so its rows cannot be told apart. Fix the quotes and upload it again.`;
  }
  if (error.code === 'CSV_MAX_RECORD_SIZE') return `One row of this file is too long${line}.`;
  return `This file is not valid CSV${line}: a quote (") is where a cell cannot have one. Fix the quotes and upload it again.`;
}

/**
 * Reads an uploaded file, or refuses it with a 422 in words: too large, binary (a picture, a
 * zip, NUL bytes), broken (a quote never closed), no header line or no rows, too many rows or
 * columns. Empty lines are skipped; cells keep their text exactly, a formula included.
 */
export function readCsv(bytes: Uint8Array): ReadCsv {
  if (bytes.length === 0) throw refuse('This file is empty.');
  if (bytes.length > maxImportBytes) throw refuse('The file may not be larger than 20 MB.');
  const binary = binaryFileProblem(bytes);
  if (binary) throw refuse(binary);
  const { encoding, text } = decode(bytes);
  const delimiter = detectDelimiter(text);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: 1_000_000,
      to: maxImportRows + 2,
    });
  } catch (error) {
    if (error instanceof CsvError) throw refuse(brokenFileMessage(error));
    throw error;
  }
  const nonEmpty = records.filter((record) => record.some((cell) => cell.trim() !== ''));
  const [headerRow, ...rows] = nonEmpty;
  if (!headerRow) throw refuse('This file has no header line.');
  const headers = headerRow.map((header) => header.trim());
  if (headers.length > maxImportColumns)
    throw refuse(`The file may have at most ${maxImportColumns} columns.`);
  if (rows.length === 0) throw refuse('This file has a header line but no rows below it.');
  if (rows.length > maxImportRows) {
    throw refuse(`The file may have at most ${maxImportRows.toLocaleString('en-CA')} rows; split it in two.`);
  }
  return { encoding, delimiter, headers, rows };
}
