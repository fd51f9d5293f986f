import {
  type CheckedRow,
  type ColumnMapping,
  checkRow,
  type NumberStyle,
  normaliseLotNumber,
  normaliseSku,
  type RowLookups,
} from '@auction/domain';
import { withOneLineCells } from './one-line-cells';

/** The fields a file may hold once: each value's first row (numbered from 1). */
export interface FirstRows {
  sku: Map<string, number>;
  lot_number: Map<string, number>;
}

function firstRowsOfColumn(
  rows: readonly string[][],
  index: number | undefined,
  normalise: (cell: string) => string | null,
): Map<string, number> {
  const first = new Map<string, number>();
  if (index === undefined) return first;
  rows.forEach((row, i) => {
    const value = normalise(row[index] ?? '');
    if (value && !first.has(value)) first.set(value, i + 1);
  });
  return first;
}

/** The first row of each SKU and of each lot number in the file, so a later row with it is refused. */
export function firstRowsOf(rows: readonly string[][], mapping: ColumnMapping): FirstRows {
  return {
    sku: firstRowsOfColumn(rows, mapping.sku, normaliseSku),
    lot_number: firstRowsOfColumn(rows, mapping.lot_number, normaliseLotNumber),
  };
}

/**
 * A data row (numbered from 1) checked against the mapping, with its title, condition and brand
 * folded onto one line; refused when an earlier row of the file has the same SKU (one item per SKU
 * per file) or the same lot number (one lot per number in a sale).
 */
export function checkFileRow(
  rowNumber: number,
  cells: readonly string[],
  mapping: ColumnMapping,
  style: NumberStyle,
  lookups: RowLookups,
  firstRows: FirstRows,
): CheckedRow {
  const oneLine = withOneLineCells(cells, mapping);
  const checked = checkRow(oneLine.cells, oneLine.mapping, style, lookups, normaliseSku);
  const sku = checked.item?.sku;
  const firstOfSku = sku ? firstRows.sku.get(sku) : undefined;
  if (sku && firstOfSku !== undefined && firstOfSku < rowNumber) {
    return {
      item: null,
      errors: [{ field: 'sku', message: `SKU ${sku} is also on row ${firstOfSku}; one row per SKU` }],
    };
  }
  const lot = checked.item?.lot_number;
  const firstOfLot = lot ? firstRows.lot_number.get(lot) : undefined;
  if (lot && firstOfLot !== undefined && firstOfLot < rowNumber) {
    return {
      item: null,
      errors: [
        {
          field: 'lot_number',
          message: `lot ${lot} is also on row ${firstOfLot}; one row per lot number`,
        },
      ],
    };
  }
  return checked;
}
