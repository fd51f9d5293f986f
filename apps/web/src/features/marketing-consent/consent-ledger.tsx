import { type ConsentLedgerEntry, type ConsentLedgerPage, consentSourceLabels } from '@auction/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ListParams, type ListSource, ServerDataTable } from '../../components/data-table';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatDateTime } from '../../lib/format';
import { notify } from '../../lib/notify';
import { consentLedgerKeys, downloadConsentLedger, fetchConsentLedgerPage } from './api/consent-ledger-api';

const muted = 'text-slate-500 dark:text-slate-400';

const columns: ColumnDef<ConsentLedgerEntry>[] = [
  {
    id: 'created_at',
    header: 'When',
    enableSorting: true,
    meta: { rowHeader: true, className: 'min-w-[7rem]' },
    cell: ({ row }) => formatDateTime(row.original.created_at),
  },
  {
    id: 'person',
    header: 'Person',
    meta: { className: 'min-w-[12rem] break-all' },
    cell: ({ row: { original: c } }) => (
      <>
        <span className="block font-semibold text-slate-900 dark:text-white">{c.name ?? '—'}</span>
        <span className={`block text-sm ${muted}`}>{c.email}</span>
      </>
    ),
  },
  {
    id: 'granted',
    header: 'Consent',
    cell: ({ row }) =>
      row.original.granted ? <Badge label="Granted" tone="green" /> : <Badge label="Withdrawn" tone="grey" />,
  },
  {
    id: 'source',
    header: 'How',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row: { original: c } }) => (
      <>
        <span className="block">{consentSourceLabels[c.source]}</span>
        {c.campaign_name && <span className={`block text-sm ${muted}`}>{c.campaign_name}</span>}
        {c.recorded_by_name && <span className={`block text-sm ${muted}`}>by {c.recorded_by_name}</span>}
      </>
    ),
  },
  {
    id: 'wording',
    header: 'Words shown',
    meta: { className: 'min-w-[16rem]' },
    cell: ({ row }) => <q className="text-sm">{row.original.wording}</q>,
  },
  {
    id: 'ip',
    header: 'From',
    meta: { className: 'text-sm' },
    cell: ({ row: { original: c } }) =>
      c.ip || c.user_agent ? (
        <>
          <span className="block whitespace-nowrap">{c.ip ?? '—'}</span>
          {c.user_agent && <span className={`block max-w-[16rem] truncate ${muted}`}>{c.user_agent}</span>}
        </>
      ) : (
        <span className={muted}>—</span>
      ),
  },
];

const source: ListSource<ConsentLedgerEntry, ConsentLedgerPage> = {
  key: consentLedgerKeys.lists,
  fetchPage: fetchConsentLedgerPage,
};

const defaults = { sort: 'created_at', order: 'desc', filters: [] } as const;

function emptyMessage({ q, page }: ListParams): string {
  if (q) return 'No consent record matches this search.';
  return page > 1 ? 'There are no records on this page.' : 'No one has given or withdrawn consent yet.';
}

/**
 * The consent ledger (CASL): every grant and withdrawal of consent to marketing e-mail, newest
 * first, with the words the person saw; searchable, and downloadable as the server's CSV.
 */
export function ConsentLedger() {
  const [params] = useSearchParams();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadConsentLedger(params.get('q') ?? '');
    } catch {
      notify.error('The CSV could not be made. Please try again.');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <ServerDataTable
      label="Consent ledger"
      noun={{ one: 'record', other: 'records' }}
      columns={columns}
      getRowId={(c) => c.id}
      source={source}
      defaults={defaults}
      searchLabel="Search name or e-mail"
      emptyMessage={emptyMessage}
      errorMessage="The consent ledger could not be loaded. Please reload the page."
      minWidth="min-w-[56rem]"
      toolbarActions={
        <Button variant="secondary" onClick={download} loading={downloading}>
          <Download aria-hidden="true" className="size-4" />
          Download CSV
        </Button>
      }
    />
  );
}
