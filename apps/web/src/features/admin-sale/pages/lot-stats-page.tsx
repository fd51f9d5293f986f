import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageLoader } from '../../../components/ui/page-loader';
import { SelectField } from '../../../components/ui/select-field';
import { isTakingBids, lotStatsQuery, saleAuctionQuery } from '../api/sale-queries';
import { LotStatsCards } from '../components/lot-stats-cards';
import { LotStatsTable } from '../components/lot-stats-table';
import { SaleLayout, useSaleId } from '../components/sale-layout';
import { UpdatedAt } from '../components/updated-at';
import { downloadCsv, lotStatsCsv } from '../lot-stats-csv';
import {
  type LotStatsSort,
  type LotStatsSortKey,
  lotStatsSortLabels,
  type SortDirection,
  sortLotStats,
} from '../lot-stats-sort';

const sortOptions = (Object.keys(lotStatsSortLabels) as LotStatsSortKey[]).flatMap((key) =>
  (['ascending', 'descending'] as SortDirection[]).map((direction) => ({
    value: `${key}:${direction}`,
    label: `${lotStatsSortLabels[key]} (${direction === 'ascending' ? 'low to high' : 'high to low'})`,
  })),
);

function LotStats({ auctionId }: { auctionId: string }) {
  const auction = useQuery(saleAuctionQuery(auctionId));
  const live = isTakingBids(auction.data?.status);
  const stats = useQuery(lotStatsQuery(auctionId, live));
  const [sort, setSort] = useState<LotStatsSort>({ key: 'lot_number', direction: 'ascending' });
  const rows = useMemo(() => sortLotStats(stats.data ?? [], sort), [stats.data, sort]);

  const toggle = (key: LotStatsSortKey) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: 'ascending' },
    );
  const download = () =>
    downloadCsv(`lot-statistics-${auction.data?.slug ?? auctionId}.csv`, lotStatsCsv(rows));

  return (
    <SaleLayout
      auctionId={auctionId}
      title="Lot statistics"
      actions={
        stats.data && (
          <div className="flex flex-wrap items-center gap-3">
            <UpdatedAt updatedAt={stats.dataUpdatedAt} live={live} onRefresh={() => stats.refetch()} />
            <Button variant="secondary" size="sm" onClick={download} disabled={rows.length === 0}>
              <Download aria-hidden="true" className="size-4" />
              Download CSV
            </Button>
          </div>
        )
      }
    >
      {stats.isPending && <PageLoader />}
      {stats.isError && !stats.data && (
        <Alert tone="error">The lot statistics could not be loaded. Please reload the page.</Alert>
      )}
      {stats.data && rows.length === 0 && (
        <p className="text-slate-600 dark:text-slate-400">This auction has no lots yet.</p>
      )}
      {rows.length > 0 && (
        <>
          <div className="md:hidden">
            <SelectField
              label="Sort lots by"
              options={sortOptions}
              value={`${sort.key}:${sort.direction}`}
              onChange={(event) => {
                const [key, direction] = event.target.value.split(':') as [LotStatsSortKey, SortDirection];
                setSort({ key, direction });
              }}
            />
            <div className="mt-4">
              <LotStatsCards rows={rows} />
            </div>
          </div>
          <div className="hidden md:block">
            <LotStatsTable rows={rows} sort={sort} onSort={toggle} />
          </div>
        </>
      )}
    </SaleLayout>
  );
}

/** Every lot's bidding figures, sortable, with the same figures as a CSV download. */
export function LotStatsPage() {
  const auctionId = useSaleId();
  if (!auctionId) return <NotFoundPage />;
  return <LotStats auctionId={auctionId} />;
}
