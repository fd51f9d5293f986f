/**
 * Amounts as Nova Scotia files write them. English Canadian files (comma or tab delimited) use a
 * decimal point and may group thousands with commas or spaces: `$1,250.00`, `1 250.5`, `1250`.
 * French Canadian files come from a spreadsheet whose decimal mark is the comma, and such a
 * spreadsheet writes CSV with semicolons: in a semicolon file the decimal mark is the comma and
 * thousands are grouped with spaces: `1 250,00 $`, `12,50`. Anything else (`12,50` in a comma
 * file, `$1.2.3`, a minus sign, three decimals) is refused with a reason, never guessed.
 */
export type NumberStyle = 'point' | 'comma';

/** The largest amount an import takes: $10,000,000.00. */
export const maxImportCents = 1_000_000_000;

export type ParsedAmount = { ok: true; cents: number | null } | { ok: false; reason: string };

/** Spaces a spreadsheet may put between groups of thousands (space, no-break and narrow no-break). */
const groupSpaces = /[\u0020\u00a0\u202f]/g;

export function numberStyleOf(delimiter: string): NumberStyle {
  return delimiter === ';' ? 'comma' : 'point';
}

/** An amount in cents, null for an empty cell, or why it is not an amount. */
export function parseAmount(input: string, style: NumberStyle): ParsedAmount {
  const cell = input.trim();
  if (cell === '') return { ok: true, cents: null };
  const example = style === 'point' ? '1250.00 or $1,250.00' : '1 250,00 or 12,50';
  const refuse = (): ParsedAmount => ({
    ok: false,
    reason: `"${cell}" is not an amount (write it as ${example})`,
  });
  if (cell.startsWith('-') || cell.startsWith('(')) {
    return { ok: false, reason: `"${cell}" is negative; an amount is 0 or more` };
  }
  let text = cell;
  if (text.startsWith('$')) text = text.slice(1);
  else if (text.endsWith('$')) text = text.slice(0, -1);
  text = text.trim();
  if (style === 'point' && /^\d+,\d{1,2}$/.test(text)) {
    const [whole, fraction = ''] = text.split(',');
    return {
      ok: false,
      reason: `"${cell}" has a decimal comma, which a comma-separated file cannot tell from a thousands comma: write it as ${whole}.${fraction.padEnd(2, '0')}, or save the file with semicolons`,
    };
  }
  const decimal = style === 'point' ? '.' : ',';
  const grouping = style === 'point' ? /^\d{1,3}([, ]\d{3})*$/ : /^\d{1,3}( \d{3})*$/;
  const parts = text.replace(groupSpaces, ' ').split(decimal);
  if (parts.length > 2) return refuse();
  const [whole = '', fraction] = parts;
  if (!/^\d+$/.test(whole) && !grouping.test(whole)) return refuse();
  if (fraction !== undefined && !/^\d{1,2}$/.test(fraction)) return refuse();
  const digits = whole.replace(/[, ]/g, '');
  const cents = Number(digits) * 100 + Number((fraction ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > maxImportCents) {
    return { ok: false, reason: `"${cell}" is more than $10,000,000.00` };
  }
  return { ok: true, cents };
}

/** A whole quantity of 1 or more (1 for an empty cell), or why not. */
export function parseQuantity(input: string): { ok: true; quantity: number } | { ok: false; reason: string } {
  const cell = input.trim();
  if (cell === '') return { ok: true, quantity: 1 };
  if (!/^\d{1,6}$/.test(cell) || Number(cell) < 1) {
    return { ok: false, reason: `quantity "${cell}" is not a whole number of 1 or more` };
  }
  return { ok: true, quantity: Number(cell) };
}
