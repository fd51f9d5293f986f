import type { Auction } from '@auction/contracts';
import { Countdown } from '../../../lib/countdown/countdown';

/** Upcoming auctions count down to the start, open ones to the end; closed ones show nothing. */
export function AuctionCountdown({ auction, className }: { auction: Auction; className?: string }) {
  if (auction.status === 'scheduled' && auction.startDate) {
    return <Countdown to={auction.startDate} verb="opens" subject={auction.title} className={className} />;
  }
  if (['open', 'live', 'closing'].includes(auction.status) && auction.endDate) {
    return (
      <Countdown
        to={auction.endDate}
        verb="closes"
        subject={auction.title}
        className={className}
        overText={auction.type === 'timed' ? 'Lots closing now' : 'Closing'}
      />
    );
  }
  return null;
}
