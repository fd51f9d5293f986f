import {
  type CheckedRow,
  type ColumnMapping,
  checkRow,
  type NumberStyle,
  normaliseSku,
  type RowLookups,
} from '@auction/domain';

/** The first row (numbered from 1) of each SKU in the file, so a later row with it is refused. */
export function firstRowsOfSkus(rows: readonly string[][], mapping: ColumnMapping): Map<string, number> {
  const first = new Map<string, number>();
  const index = mapping.sku;
  if (index === undefined) return first;
  rows.forEach((row, i) => {
    const sku = normaliseSku(row[index] ?? '');
    if (sku && !first.has(sku)) first.set(sku, i + 1);
  });
  return first;
}

/**
 * A data row (numbered from 1) checked against the mapping, and refused when an earlier row of
 * the file has the same SKU: one item per SKU per file.
 */
export function checkFileRow(
  rowNumber: number,
  cells: readonly string[],
  mapping: ColumnMapping,
  style: NumberStyle,
  lookups: RowLookups,
  firstRowOfSku: Map<string, number>,
): CheckedRow {
  const checked = checkRow(cells, mapping, style, lookups, normaliseSku);
  const sku = checked.item?.sku;
  const first = sku ? firstRowOfSku.get(sku) : undefined;
  if (sku && first !== undefined && first < rowNumber) {
    return {
      item: null,
      errors: [{ field: 'sku', message: `SKU ${sku} is also on row ${first}; one row per SKU` }],
    };
  }
  return checked;
}
