import type { TaxRate } from '@auction/contracts';
import { regionRateRowInForce } from '@auction/domain';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { SettingsSection } from '../../../components/admin/settings-section';
import { DataTable } from '../../../components/data-table';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageLoader } from '../../../components/ui/page-loader';
import { formatDay, todayInHalifax } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { taxRatesQuery, useDeleteTaxRate } from '../api/tax-rates';
import { formatRate, regionNames } from '../tax-rate-form-schema';
import { TaxRateForm } from './tax-rate-form';

type RateStanding = 'in_force' | 'scheduled' | 'past';
type RateRow = TaxRate & { standing: RateStanding };

/** Each rate as of today: the one in force per region, those still to come, and those replaced. */
export function rateStandings(rates: readonly TaxRate[], today: string): RateRow[] {
  const table = rates.map((rate) => ({
    ...rate,
    effectiveFrom: rate.effective_from,
    rateBps: rate.rate_bps,
  }));
  const inForce = new Set(
    [...new Set(rates.map((rate) => rate.region))]
      .map((region) => regionRateRowInForce(table, region, today)?.id)
      .filter(Boolean),
  );
  return rates.map((rate) => ({
    ...rate,
    standing: inForce.has(rate.id) ? 'in_force' : rate.effective_from > today ? 'scheduled' : 'past',
  }));
}

const standingBadges = {
  in_force: { label: 'In force today', tone: 'green' },
  scheduled: { label: 'Scheduled', tone: 'blue' },
  past: { label: 'Replaced', tone: 'grey' },
} as const;

function DeleteRate({ rate }: { rate: RateRow }) {
  const remove = useDeleteTaxRate();
  return (
    <Button
      size="sm"
      variant="ghost"
      loading={remove.isPending}
      onClick={() =>
        remove.mutate(rate.id, {
          onSuccess: () => notify.success(`The ${rate.region} rate from ${rate.effective_from} is deleted.`),
        })
      }
    >
      Delete
      <span className="sr-only">
        {' '}
        the {rate.region} rate from {formatDay(rate.effective_from)}
      </span>
    </Button>
  );
}

const columns: ColumnDef<RateRow>[] = [
  {
    id: 'region',
    header: 'Region',
    meta: { rowHeader: true, className: 'min-w-[9rem]' },
    cell: ({ row }) => (
      <span>
        <span className="font-medium">{regionNames[row.original.region] ?? row.original.region}</span>{' '}
        <span className="text-slate-600 dark:text-slate-400">({row.original.region})</span>
      </span>
    ),
  },
  { id: 'label', header: 'Label', cell: ({ row }) => row.original.label },
  {
    id: 'rate',
    header: 'Rate',
    meta: { align: 'right' },
    cell: ({ row }) => formatRate(row.original.rate_bps),
  },
  {
    id: 'effective_from',
    header: 'From',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row }) => (
      <time dateTime={row.original.effective_from}>{formatDay(row.original.effective_from)}</time>
    ),
  },
  {
    id: 'standing',
    header: 'Standing',
    cell: ({ row }) => <Badge {...standingBadges[row.original.standing]} />,
  },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (row.original.standing === 'scheduled' ? <DeleteRate rate={row.original} /> : null),
  },
];

/**
 * The dated GST/HST table on the Admin's settings page: which rate is in force today in each
 * region, the changes already scheduled, and a form to add the next one. Staff never see it here
 * (the settings page is the Admin's); invoices use it whoever issues them.
 */
export function TaxRatesSection() {
  const rates = useQuery(taxRatesQuery);
  const [adding, setAdding] = useState(false);
  return (
    <SettingsSection
      title="Tax rates"
      summary="GST/HST by place of supply. A sale takes the rate in force on its day; add a new dated rate before a change takes effect."
    >
      {rates.isPending && <PageLoader />}
      {rates.isError && (
        <Alert tone="error">The tax rates could not be loaded. Please reload the page.</Alert>
      )}
      {rates.data && (
        <DataTable
          label="Tax rates"
          columns={columns}
          rows={rateStandings(rates.data, todayInHalifax())}
          getRowId={(rate) => rate.id}
          minWidth="min-w-[36rem]"
        />
      )}
      {adding ? (
        <TaxRateForm onDone={() => setAdding(false)} />
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          Add a tax rate
        </Button>
      )}
    </SettingsSection>
  );
}
