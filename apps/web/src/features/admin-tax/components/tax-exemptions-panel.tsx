import type { TaxExemption } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Download, Plus } from 'lucide-react';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageLoader } from '../../../components/ui/page-loader';
import { formatDateTime, formatDay } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { downloadCertificate, type ExemptionHolder, exemptionsQuery } from '../api/tax-exemptions';
import { ExemptionForm } from './exemption-form';
import { RevokeExemptionForm } from './revoke-exemption-form';

function standingOf(exemption: TaxExemption) {
  if (exemption.revoked_at) return { label: 'Revoked', tone: 'red' } as const;
  if (!exemption.in_force) return { label: 'Expired', tone: 'grey' } as const;
  return { label: 'In force', tone: 'green' } as const;
}

function exemptionColumns(onRevoke: (exemption: TaxExemption) => void): ColumnDef<TaxExemption>[] {
  return [
    {
      id: 'number',
      header: 'Number',
      meta: { rowHeader: true },
      cell: ({ row }) => <span className="font-medium">{row.original.exemption_number}</span>,
    },
    {
      id: 'expires_on',
      header: 'Expires',
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row }) => (row.original.expires_on ? formatDay(row.original.expires_on) : 'No expiry'),
    },
    { id: 'standing', header: 'Standing', cell: ({ row }) => <Badge {...standingOf(row.original)} /> },
    {
      id: 'recorded',
      header: 'Recorded',
      cell: ({ row }) => (
        <span className="text-slate-700 dark:text-slate-300">
          {formatDateTime(row.original.recorded_at)}
          {row.original.recorded_by_name && ` by ${row.original.recorded_by_name}`}
          {row.original.note && <span className="block">{row.original.note}</span>}
        </span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: exemption } }) => (
        <div className="flex flex-wrap gap-2">
          {exemption.has_certificate && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                downloadCertificate(exemption).catch(() =>
                  notify.error('The certificate could not be downloaded. Please try again.'),
                )
              }
            >
              <Download aria-hidden="true" className="size-4" />
              Certificate<span className="sr-only"> of exemption {exemption.exemption_number}</span>
            </Button>
          )}
          {!exemption.revoked_at && (
            <Button size="sm" variant="ghost" onClick={() => onRevoke(exemption)}>
              Revoke<span className="sr-only"> exemption {exemption.exemption_number}</span>
            </Button>
          )}
        </div>
      ),
    },
  ];
}

/**
 * A buyer's GST/HST exemptions as staff keep them: every one recorded, which is in force, the
 * scanned certificate, revocation with a reason, and a form for a new one. An account holder's are
 * on the account; a floor buyer without an account has theirs on the registration.
 */
export function TaxExemptionsPanel({ holder }: { holder: ExemptionHolder }) {
  const exemptions = useQuery(exemptionsQuery(holder));
  const [adding, setAdding] = useState(false);
  const [revoking, setRevoking] = useState<TaxExemption | null>(null);
  return (
    <div className="space-y-4">
      {exemptions.isPending && <PageLoader />}
      {exemptions.isError && (
        <Alert tone="error">The exemptions could not be loaded. Please reload the page.</Alert>
      )}
      {holder.kind === 'registrations' && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          This floor buyer has no account: their exemptions are kept with their registration for this sale.
        </p>
      )}
      {exemptions.data?.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">No exemption recorded for this buyer.</p>
      )}
      {exemptions.data && exemptions.data.length > 0 && (
        <DataTable
          label="Tax exemptions"
          columns={exemptionColumns(setRevoking)}
          rows={exemptions.data}
          getRowId={(exemption) => exemption.id}
          minWidth="min-w-[40rem]"
          framed={false}
        />
      )}
      {revoking && (
        <RevokeExemptionForm holder={holder} exemption={revoking} onDone={() => setRevoking(null)} />
      )}
      {adding ? (
        <ExemptionForm holder={holder} onDone={() => setAdding(false)} />
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          Record an exemption
        </Button>
      )}
    </div>
  );
}
