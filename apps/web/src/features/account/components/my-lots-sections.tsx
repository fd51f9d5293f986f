import { useQuery } from '@tanstack/react-query';
import { myBidsQuery, useLiveMyLists, watchlistQuery, wonLotsQuery } from '../../watchlist/public';
import { ActiveBidsSection } from './active-bids-section';
import { ClosingSoonSection } from './closing-soon-section';
import { WonLotsSection } from './won-lots-section';

/** The bidder's lots on the dashboard: active bids (live), lots won, watched lots closing soon. */
export function MyLotsSections() {
  const bids = useQuery(myBidsQuery);
  const won = useQuery(wonLotsQuery);
  const watched = useQuery(watchlistQuery);
  useLiveMyLists([
    ...(bids.data ?? []).map((bid) => bid.lot.id),
    ...(watched.data ?? []).map((lot) => lot.id),
  ]);
  return (
    <>
      <ActiveBidsSection bids={bids.data} isError={bids.isError} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ClosingSoonSection lots={watched.data} isError={watched.isError} />
        <WonLotsSection lots={won.data} isError={won.isError} />
      </div>
    </>
  );
}
