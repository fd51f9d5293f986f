import { type AdminUserDetail, adminUserActionLabels } from '@auction/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';
import { invoiceName } from '../../../lib/invoice-name';
import { formatCents } from '../../../lib/money';

type Of<K extends keyof AdminUserDetail> = AdminUserDetail[K] extends (infer R)[] ? R : never;

const linkClass = 'font-medium text-harbour-800 hover:underline dark:text-harbour-300';
const when = (iso: string) => <span className="whitespace-nowrap">{formatDateTime(iso)}</span>;

const registrationColumns: ColumnDef<Of<'registrations'>>[] = [
  {
    id: 'auction',
    header: 'Auction',
    meta: { rowHeader: true },
    cell: ({ row: { original: r } }) => (
      <Link to={`/admin/auctions/${r.auction_id}/dashboard`} className={linkClass}>
        {r.auction_title}
      </Link>
    ),
  },
  { id: 'paddle', header: 'Paddle', cell: ({ row }) => row.original.paddle_number },
  { id: 'status', header: 'Status', cell: ({ row }) => row.original.status },
  { id: 'created_at', header: 'Registered', cell: ({ row }) => when(row.original.created_at) },
];

const bidColumns: ColumnDef<Of<'bids'>>[] = [
  {
    id: 'lot',
    header: 'Lot',
    meta: { rowHeader: true },
    cell: ({ row: { original: b } }) => `Lot ${b.lot_number}: ${b.lot_title}`,
  },
  { id: 'auction', header: 'Auction', cell: ({ row }) => row.original.auction_title },
  {
    id: 'amount',
    header: 'Amount',
    meta: { align: 'right' },
    cell: ({ row }) => formatCents(row.original.amount_cents),
  },
  { id: 'kind', header: 'Kind', cell: ({ row }) => (row.original.kind === 'max' ? 'Maximum' : 'Automatic') },
  { id: 'created_at', header: 'Placed', cell: ({ row }) => when(row.original.created_at) },
];

const invoiceColumns: ColumnDef<Of<'invoices'>>[] = [
  {
    id: 'number',
    header: 'Invoice',
    meta: { rowHeader: true },
    cell: ({ row: { original: i } }) => (
      <Link to={`/admin/invoices/${i.id}`} className={linkClass}>
        {invoiceName(i.number)}
      </Link>
    ),
  },
  { id: 'auction', header: 'Sale', cell: ({ row }) => row.original.auction_title ?? 'Buy now' },
  { id: 'status', header: 'Status', cell: ({ row }) => row.original.status.replace('_', ' ') },
  {
    id: 'total',
    header: 'Total',
    meta: { align: 'right' },
    cell: ({ row }) => formatCents(row.original.total_cents),
  },
  {
    id: 'paid',
    header: 'Paid',
    meta: { align: 'right' },
    cell: ({ row }) => formatCents(row.original.paid_cents),
  },
];

/** What changed, in words: "reason: Chargeback fraud; roles: Staff, Bidder". */
function changeText(value: unknown): string {
  if (value === null || typeof value !== 'object') return '';
  return Object.entries(value as Record<string, unknown>)
    .map(([key, v]) => `${key.replaceAll('_', ' ')}: ${Array.isArray(v) ? v.join(', ') : String(v)}`)
    .join('; ');
}

const auditColumns: ColumnDef<Of<'audit'>>[] = [
  { id: 'created_at', header: 'When', cell: ({ row }) => when(row.original.created_at) },
  {
    id: 'action',
    header: 'What',
    meta: { rowHeader: true },
    cell: ({ row }) => adminUserActionLabels[row.original.action] ?? row.original.action,
  },
  { id: 'actor', header: 'By', cell: ({ row }) => row.original.actor_name ?? 'The system' },
  {
    id: 'change',
    header: 'Details',
    meta: { className: 'min-w-[14rem]' },
    cell: ({ row }) => changeText(row.original.after) || '—',
  },
];

function Section({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {empty ? <p className="text-sm text-slate-600 dark:text-slate-300">{empty}</p> : children}
    </section>
  );
}

/** Registrations, the latest bids, invoices, non-payment flags and the audit trail of one account. */
export function UserHistory({ user }: { user: AdminUserDetail }) {
  const openFlags = user.flags.filter((flag) => flag.cleared_at === null);
  return (
    <div className="space-y-8">
      {openFlags.length > 0 && (
        <Section title="Non-payment flags" empty={null}>
          <ul className="space-y-2 text-sm">
            {openFlags.map((flag) => (
              <li key={flag.id} className="flex flex-wrap items-center gap-2">
                <Badge label="Flagged" tone="red" />
                <Link to={`/admin/invoices/${flag.invoice_id}`} className={linkClass}>
                  {invoiceName(flag.invoice_number)}
                </Link>
                <span>{flag.reason}</span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section
        title="Registrations"
        empty={user.registrations.length === 0 ? 'No auction registrations.' : null}
      >
        <DataTable
          label="Registrations"
          columns={registrationColumns}
          rows={user.registrations}
          getRowId={(r) => r.id}
          minWidth="min-w-[36rem]"
        />
      </Section>
      <Section title="Latest bids" empty={user.bids.length === 0 ? 'No bids.' : null}>
        <DataTable
          label="Latest bids"
          columns={bidColumns}
          rows={user.bids}
          getRowId={(b) => b.id}
          minWidth="min-w-[40rem]"
        />
      </Section>
      <Section title="Invoices" empty={user.invoices.length === 0 ? 'No invoices.' : null}>
        <DataTable
          label="Invoices"
          columns={invoiceColumns}
          rows={user.invoices}
          getRowId={(i) => i.id}
          minWidth="min-w-[36rem]"
        />
      </Section>
      <Section title="Audit trail" empty={user.audit.length === 0 ? 'Nothing recorded yet.' : null}>
        <DataTable
          label="Audit trail"
          columns={auditColumns}
          rows={user.audit}
          getRowId={(a) => a.id}
          minWidth="min-w-[40rem]"
        />
      </Section>
    </div>
  );
}
