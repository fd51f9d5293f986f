/** A plain number, negative ones included ("-12.50"): a spreadsheet reads it as the number it is. */
const plainNumber = /^-?\d+(\.\d+)?$/;

/**
 * A text cell for a CSV file that a spreadsheet shows as text and never runs as a formula: a cell
 * starting with = + - @ (or a tab or carriage return, which some spreadsheets skip first) gets a
 * leading apostrophe, so `=HYPERLINK(...)` from a hostile title stays inert. A plain number, such
 * as a negative amount, is left as it is.
 */
export function spreadsheetText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !plainNumber.test(value) ? `'${value}` : value;
}
