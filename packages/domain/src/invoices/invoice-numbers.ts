/** `2026-000123`: the year, then the year's sequence number, six digits (more past 999,999). */
export function formatInvoiceNumber(year: number, seq: number): string {
  if (!Number.isSafeInteger(year) || year < 1000 || year > 9999) throw new RangeError(`Not a year: ${year}`);
  if (!Number.isSafeInteger(seq) || seq < 1) throw new RangeError(`Not a sequence number: ${seq}`);
  return `${year}-${String(seq).padStart(6, '0')}`;
}

/** The year and sequence of an invoice number, or null when the text is not one. */
export function parseInvoiceNumber(text: string): { year: number; seq: number } | null {
  const match = /^(\d{4})-(\d{6,})$/.exec(text.trim());
  if (!match) return null;
  const seq = Number(match[2]);
  return seq >= 1 ? { year: Number(match[1]), seq } : null;
}
