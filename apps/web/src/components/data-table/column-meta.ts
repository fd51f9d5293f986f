import type { RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's heading in the CSV file when it differs from the one on screen. */
    label?: string;
    /** Numbers and money line up on the right. */
    align?: 'left' | 'right';
    /** This column's cell is the row's header (`<th scope="row">`): the lot, the auction, the person. */
    rowHeader?: boolean;
    /** Extra classes of the column's cells (widths, wrapping). */
    className?: string;
    /** A column of the CSV file only, not shown in the table. */
    csvOnly?: boolean;
    /** The column's value in the CSV export; a column without one is left out of the file. */
    csv?: (row: TData) => string | number | null | undefined;
  }
}
