import type { MyBid } from '@auction/contracts';
import { Gavel } from 'lucide-react';
import { Link } from 'react-router';
import { LotClock } from '../../../components/my-lots/lot-clock';
import { LotSummary } from '../../../components/my-lots/lot-summary';
import { StandingBadge } from '../../../components/my-lots/standing-badge';
import { TextLink } from '../../../components/ui/text-link';
import { lotPath } from '../../../lib/catalogue-paths';
import { formatDollars } from '../../../lib/money';
import { activeBidsInOrder } from '../../../lib/my-lots';
import { DashboardSection, SectionList, SectionMessage } from './dashboard-section';

/** What the bidder's own amount is, as the row names it. */
const amountLabel: Record<MyBid['bid_kind'], string> = {
  max_bid: 'Your maximum',
  absentee: 'Your maximum',
  live_bid: 'Your bid',
};

/** Where an outbid bidder bids again: the lot's page, or the room of a live sale. */
function BidAgain({ bid }: { bid: MyBid }) {
  const { lot } = bid;
  const live = bid.bid_kind !== 'max_bid';
  return (
    <Link
      to={live ? `/auctions/${bid.auction.id}/live` : lotPath(lot)}
      aria-label={live ? `Bid in the live room for ${lot.title}` : `Bid again on ${lot.title}`}
      className="tap-target text-sm font-semibold text-harbour-800 underline-offset-2 hover:underline dark:text-harbour-200"
    >
      {live ? 'Bid in the live room' : 'Bid again'}
    </Link>
  );
}

function ActiveBidRow({ bid }: { bid: MyBid }) {
  const { lot } = bid;
  const badge = (
    <StandingBadge
      standing={bid.standing}
      label={bid.standing === 'absentee' ? `Absentee max ${formatDollars(bid.your_max)}` : undefined}
    />
  );
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <LotSummary lot={lot} auction={bid.auction} badge={badge} />
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 sm:shrink-0 sm:flex-col sm:items-end">
        <dl className="flex gap-5 text-sm sm:text-right">
          <div className="sm:w-24">
            <dt className="text-slate-600 dark:text-slate-300">Current bid</dt>
            <dd className="font-semibold tabular-nums">
              {lot.currentBid === null ? '—' : formatDollars(lot.currentBid)}
            </dd>
          </div>
          <div className="sm:w-24">
            <dt className="text-slate-600 dark:text-slate-300">{amountLabel[bid.bid_kind]}</dt>
            <dd className="font-semibold tabular-nums">{formatDollars(bid.your_max)}</dd>
          </div>
        </dl>
        <div className="flex items-center gap-3">
          <LotClock lot={lot} />
          {bid.standing === 'outbid' && <BidAgain bid={bid} />}
        </div>
      </div>
    </li>
  );
}

/** The lots the bidder is bidding on now: outbid first, then the soonest to close. */
export function ActiveBidsSection({ bids, isError }: { bids: MyBid[] | undefined; isError: boolean }) {
  const active = bids ? activeBidsInOrder(bids) : [];
  return (
    <DashboardSection icon={Gavel} title="My active bids">
      {isError ? (
        <SectionMessage>Your bids could not be loaded. Check your connection and try again.</SectionMessage>
      ) : !bids ? (
        <SectionMessage>Loading your bids…</SectionMessage>
      ) : active.length === 0 ? (
        <SectionMessage>
          You have no active bids. <TextLink to="/auctions">Browse the current auctions</TextLink> to find a
          lot.
        </SectionMessage>
      ) : (
        <SectionList>
          {active.map((bid) => (
            <ActiveBidRow key={bid.lot.id} bid={bid} />
          ))}
        </SectionList>
      )}
    </DashboardSection>
  );
}
