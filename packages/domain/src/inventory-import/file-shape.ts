/**
 * What a CSV file turns out to be before it is parsed: text or not, and which delimiter its
 * header line uses. Pure: the bytes and the text are handed in.
 */

/** The largest file and the most data rows one import takes (a house's biggest intake is far below). */
export const maxImportBytes = 20 * 1024 * 1024;
export const maxImportRows = 50_000;

export type CsvDelimiter = ',' | ';' | '\t';

/** The starts of files that are surely not a spreadsheet's text, named as a clerk would know them. */
const signatures: { name: string; bytes: number[] }[] = [
  { name: 'a PNG picture', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { name: 'a JPEG picture', bytes: [0xff, 0xd8, 0xff] },
  { name: 'a GIF picture', bytes: [0x47, 0x49, 0x46, 0x38] },
  { name: 'a PDF document', bytes: [0x25, 0x50, 0x44, 0x46] },
  // An .xlsx workbook is a zip: the most common wrong file of all.
  { name: 'a zip archive or an Excel workbook (.xlsx)', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { name: 'an old Excel workbook (.xls)', bytes: [0xd0, 0xcf, 0x11, 0xe0] },
  { name: 'a WebP picture', bytes: [0x52, 0x49, 0x46, 0x46] },
  { name: 'a gzip archive', bytes: [0x1f, 0x8b] },
];

/**
 * Why these bytes are not a CSV file, in words, or null when they may be one: a known binary
 * signature, or a NUL byte or other control characters in the first 64 KB (text files have
 * none; UTF-16 files have a NUL in every other byte).
 */
export function binaryFileProblem(bytes: Uint8Array): string | null {
  for (const signature of signatures) {
    if (signature.bytes.every((byte, i) => bytes[i] === byte)) {
      return `This file is ${signature.name}, not a CSV file. Save the sheet as CSV and upload that.`;
    }
  }
  const end = Math.min(bytes.length, 65_536);
  let controls = 0;
  for (let i = 0; i < end; i++) {
    const byte = bytes[i] as number;
    if (byte === 0) {
      return 'This file is not text (it holds NUL bytes), so it is not a CSV file. Save the sheet as CSV (UTF-8) and upload that.';
    }
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) controls++;
  }
  if (controls > 8 && controls > end / 100) {
    return 'This file is not text, so it is not a CSV file. Save the sheet as CSV and upload that.';
  }
  return null;
}

/**
 * The delimiter of a CSV file, from its header line: the one of `,` `;` and tab found most often
 * outside quotes (a comma when there is none, a one-column file).
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts: Record<CsvDelimiter, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && (char === ',' || char === ';' || char === '\t')) counts[char]++;
  }
  let best: CsvDelimiter = ',';
  for (const delimiter of [';', '\t'] as const) if (counts[delimiter] > counts[best]) best = delimiter;
  return best;
}
