import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { downloadCsv } from '../../../components/data-table';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageLoader } from '../../../components/ui/page-loader';
import { isTakingBids, lotStatsQuery, saleAuctionQuery } from '../api/sale-queries';
import { LotStatsTable } from '../components/lot-stats-table';
import { SaleLayout, useSaleId } from '../components/sale-layout';
import { UpdatedAt } from '../components/updated-at';
import { lotStatsCsv } from '../lot-stats-csv';
import { type LotStatsSort, sortLotStats } from '../lot-stats-sort';

function LotStats({ auctionId }: { auctionId: string }) {
  const auction = useQuery(saleAuctionQuery(auctionId));
  const live = isTakingBids(auction.data?.status);
  const stats = useQuery(lotStatsQuery(auctionId, live));
  const [sort, setSort] = useState<LotStatsSort>({ key: 'lot_number', direction: 'ascending' });
  const rows = useMemo(() => sortLotStats(stats.data ?? [], sort), [stats.data, sort]);

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
      {rows.length > 0 && <LotStatsTable rows={rows} sort={sort} onSort={setSort} />}
    </SaleLayout>
  );
}

/** Every lot's bidding figures, sortable, with the same figures as a CSV download. */
export function LotStatsPage() {
  const auctionId = useSaleId();
  if (!auctionId) return <NotFoundPage />;
  return <LotStats auctionId={auctionId} />;
}
