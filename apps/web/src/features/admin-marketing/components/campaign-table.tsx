import type { Campaign, CampaignPage } from '@auction/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { type ListParams, type ListSource, ServerDataTable } from '../../../components/data-table';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';
import { campaignKeys, fetchCampaignPage } from '../api/campaigns-api';
import { audienceLabel, statusLabels } from '../campaign-labels';

const muted = 'text-slate-500 dark:text-slate-400';

const columns: ColumnDef<Campaign>[] = [
  {
    id: 'name',
    header: 'Campaign',
    enableSorting: true,
    meta: { rowHeader: true, className: 'min-w-[14rem]', csv: (c) => c.name },
    cell: ({ row: { original: c } }) => (
      <>
        <Link
          to={`/admin/marketing/campaigns/${c.id}`}
          className="block font-semibold text-slate-900 hover:underline dark:text-white"
        >
          {c.name}
        </Link>
        <span className={`block text-sm ${muted}`}>{c.subject}</span>
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: true,
    meta: { csv: (c) => statusLabels[c.status].label },
    cell: ({ row }) => <Badge {...statusLabels[row.original.status]} />,
  },
  {
    id: 'audience',
    header: 'Audience',
    meta: { className: 'min-w-[10rem]', csv: (c) => audienceLabel(c.audience) },
    cell: ({ row: { original: c } }) => (
      <>
        <span className="block">{audienceLabel(c.audience)}</span>
        {c.status !== 'draft' && (
          <span className={`block text-sm ${muted}`}>
            {c.recipients_count.toLocaleString('en-CA')} recipients
          </span>
        )}
      </>
    ),
  },
  {
    id: 'queued',
    header: 'Sent',
    meta: { align: 'right', csv: (c) => c.queued_count },
    cell: ({ row: { original: c } }) =>
      c.status === 'draft' ? (
        <span className={muted}>—</span>
      ) : (
        `${c.queued_count.toLocaleString('en-CA')} of ${c.recipients_count.toLocaleString('en-CA')}`
      ),
  },
  {
    id: 'created_at',
    header: 'Created',
    enableSorting: true,
    meta: { className: 'whitespace-nowrap', csv: (c) => c.created_at },
    cell: ({ row }) => formatDateTime(row.original.created_at),
  },
  {
    id: 'sent_at',
    header: 'Finished',
    enableSorting: true,
    meta: { className: 'whitespace-nowrap', csv: (c) => c.sent_at ?? '' },
    cell: ({ row }) =>
      row.original.sent_at ? formatDateTime(row.original.sent_at) : <span className={muted}>—</span>,
  },
];

const source: ListSource<Campaign, CampaignPage> = { key: campaignKeys.lists, fetchPage: fetchCampaignPage };

function emptyMessage({ q }: ListParams): string {
  return q ? 'No campaign matches this search.' : 'No campaigns yet. Start one, or announce an auction.';
}

/** Every campaign, newest first: its status, audience and how far its send has gone. */
export function CampaignTable() {
  return (
    <ServerDataTable
      label="Campaigns"
      noun={{ one: 'campaign', other: 'campaigns' }}
      columns={columns}
      getRowId={(c) => c.id}
      source={source}
      defaults={{ sort: 'created_at', order: 'desc', filters: [] }}
      searchLabel="Search name or subject"
      emptyMessage={emptyMessage}
      errorMessage="The campaigns could not be loaded. Please reload the page."
      minWidth="min-w-[52rem]"
      csvFileName="campaigns.csv"
    />
  );
}
