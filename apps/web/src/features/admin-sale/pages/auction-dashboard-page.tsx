import { useQuery } from '@tanstack/react-query';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { Alert } from '../../../components/ui/alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { AnnounceAuctionButton } from '../../admin-marketing/public';
import { dashboardQuery, isTakingBids } from '../api/sale-queries';
import { ClosingTimeline } from '../components/closing-timeline';
import { ClosingsPause } from '../components/closings-pause';
import { RecentBids } from '../components/recent-bids';
import { SaleFigures } from '../components/sale-figures';
import { SaleLayout, useSaleId } from '../components/sale-layout';
import { TopLots } from '../components/top-lots';
import { UpdatedAt } from '../components/updated-at';

function Dashboard({ auctionId }: { auctionId: string }) {
  const dashboard = useQuery(dashboardQuery(auctionId));
  const { data } = dashboard;
  return (
    <SaleLayout
      auctionId={auctionId}
      title="Auction dashboard"
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <AnnounceAuctionButton auctionId={auctionId} />
          {data && (
            <UpdatedAt
              updatedAt={dashboard.dataUpdatedAt}
              live={isTakingBids(data.auction.status)}
              onRefresh={() => dashboard.refetch()}
            />
          )}
        </div>
      }
    >
      {dashboard.isPending && <PageLoader />}
      {dashboard.isError && !data && (
        <Alert tone="error">The dashboard could not be loaded. Please reload the page.</Alert>
      )}
      {data && (
        <div className="space-y-6">
          <ClosingsPause auctionId={auctionId} sale={data.auction} />
          <SaleFigures totals={data.totals} />
          <TopLots byBids={data.top_lots_by_bids} byPrice={data.top_lots_by_price} />
          <div className="grid grid-cols-1 gap-4 2xl:grid-cols-2">
            <ClosingTimeline lots={data.closing_timeline} />
            <RecentBids bids={data.recent_bids} />
          </div>
        </div>
      )}
    </SaleLayout>
  );
}

/** Staff follow one auction while it runs: figures, top lots, the latest bids and what closes next. */
export function AuctionDashboardPage() {
  const auctionId = useSaleId();
  if (!auctionId) return <NotFoundPage />;
  return <Dashboard auctionId={auctionId} />;
}
