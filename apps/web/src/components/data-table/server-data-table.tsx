import type { PageMeta } from '@auction/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { notify } from '../../lib/notify';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { PageLoader } from '../ui/page-loader';
import { downloadCsv, fetchAllRows, tableCsv } from './csv';
import { DataTable, type DataTableProps } from './data-table';
import { type ListDefaults, type ListParams, toApiParams } from './list-params';
import { type Noun, Pager } from './pager';
import { SelectionBar } from './selection';
import { type ListFilter, Toolbar } from './toolbar';
import { useListParams } from './use-list-params';

export type ApiParams = Record<string, string | number>;

/** Where a list's pages come from: its query key (a prefix staff mutations invalidate) and its fetch. */
export interface ListSource<Row, Answer extends { data: Row[]; meta: PageMeta }> {
  key: readonly unknown[];
  fetchPage: (params: ApiParams) => Promise<Answer>;
}

export interface ServerDataTableProps<Row, Answer extends { data: Row[]; meta: PageMeta }>
  extends Pick<DataTableProps<Row>, 'columns' | 'getRowId' | 'label' | 'minWidth' | 'rowProps'> {
  source: ListSource<Row, Answer>;
  defaults: Omit<ListDefaults, 'sorts'>;
  noun: Noun;
  searchLabel?: string;
  filters?: ListFilter<Answer>[];
  /** Turns on "Download CSV" (every page of the current filter) and the bulk download of selected rows. */
  csvFileName?: string;
  /** Turns on row selection; says what a row is called in its checkbox's name. */
  rowLabel?: (row: Row) => string;
  bulkActions?: (selected: Row[], clear: () => void) => ReactNode;
  emptyMessage: (params: ListParams) => string;
  errorMessage: string;
  toolbarActions?: ReactNode;
}

/**
 * A whole staff list: toolbar (search, filters, CSV), the table, selection with bulk actions and
 * the pager, with page, sort, search and filters in the URL and sorted, filtered and paged by the server.
 */
export function ServerDataTable<Row, Answer extends { data: Row[]; meta: PageMeta }>({
  source,
  defaults,
  columns,
  noun,
  searchLabel,
  filters,
  csvFileName,
  rowLabel,
  bulkActions,
  emptyMessage,
  errorMessage,
  toolbarActions,
  ...table
}: ServerDataTableProps<Row, Answer>) {
  const sorts = columns
    .filter((column) => column.enableSorting && column.id)
    .map((column) => column.id as string);
  const { params, setSort, setPage, setFilter } = useListParams({ ...defaults, sorts });
  const api = toApiParams(params);
  const list = useQuery({
    queryKey: [...source.key, api],
    queryFn: () => source.fetchPage(api),
    placeholderData: keepPreviousData,
  });
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [exporting, setExporting] = useState(false);
  const apiKey = JSON.stringify(api);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another page, sort or filter lets go of the selection.
  useEffect(() => setSelected({}), [apiKey]);

  const rows = list.data?.data ?? [];
  const selectedRows = rows.filter((row) => selected[table.getRowId(row)]);
  const clear = () => setSelected({});
  const csvOf = (chosen: Row[]) => tableCsv(columns, chosen);

  async function exportAll() {
    if (!csvFileName) return;
    setExporting(true);
    try {
      const all = await fetchAllRows((page, perPage) =>
        source.fetchPage({ ...api, page, per_page: perPage }),
      );
      downloadCsv(csvFileName, csvOf(all.rows));
      if (!all.complete) notify.error(`Only the first ${all.rows.length} ${noun.other} fit in the file.`);
    } catch {
      notify.error('The CSV could not be made. Please try again.');
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="space-y-4">
      <Toolbar
        searchLabel={searchLabel}
        q={params.q}
        filters={filters}
        values={params.filters}
        answer={list.data}
        onChange={setFilter}
        actions={
          (csvFileName || toolbarActions) && (
            <>
              {toolbarActions}
              {csvFileName && (
                <Button
                  variant="secondary"
                  onClick={exportAll}
                  loading={exporting}
                  disabled={!list.data || list.data.meta.total === 0}
                >
                  <Download aria-hidden="true" className="size-4" />
                  Download CSV
                </Button>
              )}
            </>
          )
        }
      />
      {rowLabel && (
        <SelectionBar
          selected={selectedRows}
          onClear={clear}
          actions={(chosen, done) => (
            <>
              {bulkActions?.(chosen, done)}
              {csvFileName && (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => downloadCsv(csvFileName.replace(/\.csv$/, '-selected.csv'), csvOf(chosen))}
                >
                  <Download aria-hidden="true" className="size-4" />
                  Download selected
                </Button>
              )}
            </>
          )}
        />
      )}
      {list.isPending && <PageLoader />}
      {list.isError && !list.data && <Alert tone="error">{errorMessage}</Alert>}
      {list.data &&
        (rows.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
            {emptyMessage(params)}
          </p>
        ) : (
          <DataTable
            {...table}
            columns={columns}
            rows={rows}
            busy={list.isPlaceholderData}
            sort={{ id: params.sort, desc: params.order === 'desc' }}
            onSortChange={(sort) => setSort(sort.id, sort.desc ? 'desc' : 'asc')}
            selection={rowLabel ? { rowLabel, selected, onChange: setSelected } : undefined}
          />
        ))}
      {list.data && <Pager meta={list.data.meta} noun={noun} onPage={setPage} />}
    </div>
  );
}
