import type { ColumnMapping } from '@auction/domain';

/** A run of line breaks or other control characters, with the spaces around it. */
const breaks = /\s*[\p{Cc}\p{Zl}\p{Zp}][\p{Cc}\p{Zl}\p{Zp}\s]*/gu;

/** The text on one line: each run of line breaks (and tabs, and other control characters) is one space. */
export const foldOntoOneLine = (text: string) => text.replace(breaks, ' ').trim();

/** The free-text fields an item keeps on one line; codes and names are refused by their own checks. */
const oneLineFields = ['title', 'condition', 'brand'] as const;

/**
 * A row's cells with its title, condition and brand folded onto one line (decision 0087): a
 * spreadsheet wraps a long title inside its cell, and the break means nothing there. The folded
 * texts go after the row's own cells and the mapping points at them, so a column that is also
 * mapped to the description keeps its line breaks in the description.
 */
export function withOneLineCells(
  cells: readonly string[],
  mapping: ColumnMapping,
): { cells: string[]; mapping: ColumnMapping } {
  const folded = [...cells];
  const remapped: ColumnMapping = { ...mapping };
  for (const field of oneLineFields) {
    const index = mapping[field];
    if (index === undefined) continue;
    remapped[field] = folded.length;
    folded.push(foldOntoOneLine(cells[index] ?? ''));
  }
  return { cells: folded, mapping: remapped };
}
