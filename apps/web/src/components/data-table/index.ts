export { downloadCsv, fetchAllRows, tableCsv } from './csv';
export { DataTable, type DataTableProps, type TableSort } from './data-table';
export type { ListDefaults, ListParams } from './list-params';
export { Pager } from './pager';
export { type ListSource, ServerDataTable } from './server-data-table';
export type { FilterOption, ListFilter } from './toolbar';
export { useListParams } from './use-list-params';
