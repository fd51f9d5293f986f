import type { LabelFormat } from '@auction/contracts';

/** Points per inch: PDF measures in points. */
const inch = 72;

export interface LabelSheet {
  /** The page: US Letter for Avery, the label itself for a thermal roll. */
  page: { width: number; height: number };
  label: { width: number; height: number };
  columns: number;
  rows: number;
  /** The top-left corner of the first label and the distance to the next one across and down. */
  origin: { x: number; y: number };
  pitch: { x: number; y: number };
}

/**
 * Avery 5160 (and 8160, 5260...): US Letter, 3 across and 10 down, 2⅝ × 1 in, top margin ½ in,
 * side margin 3⁄16 in, 2¾ in from one column to the next. The thermal label is 2 × 1 in, one a page.
 */
export const labelSheets: Record<LabelFormat, LabelSheet> = {
  avery_5160: {
    page: { width: 8.5 * inch, height: 11 * inch },
    label: { width: 2.625 * inch, height: 1 * inch },
    columns: 3,
    rows: 10,
    origin: { x: 0.1875 * inch, y: 0.5 * inch },
    pitch: { x: 2.75 * inch, y: 1 * inch },
  },
  thermal_2x1: {
    page: { width: 2 * inch, height: 1 * inch },
    label: { width: 2 * inch, height: 1 * inch },
    columns: 1,
    rows: 1,
    origin: { x: 0, y: 0 },
    pitch: { x: 0, y: 0 },
  },
};

export interface LabelPlace {
  /** 0 for the first page. */
  page: number;
  x: number;
  y: number;
}

/**
 * Where the n-th label of a print goes (0 = the first), starting at position `start` of the first
 * sheet (1 = top left, across then down), so a half-used sheet can go through the printer again.
 */
export function labelPlace(sheet: LabelSheet, n: number, start = 1): LabelPlace {
  const perPage = sheet.columns * sheet.rows;
  const slot = n + Math.min(Math.max(start, 1), perPage) - 1;
  const onPage = slot % perPage;
  return {
    page: Math.floor(slot / perPage),
    x: sheet.origin.x + (onPage % sheet.columns) * sheet.pitch.x,
    y: sheet.origin.y + Math.floor(onPage / sheet.columns) * sheet.pitch.y,
  };
}
