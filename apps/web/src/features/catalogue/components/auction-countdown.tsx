import type { Auction } from '@auction/contracts';
import { Countdown } from '../../../lib/countdown/countdown';
import { staggeredClosing } from '../sale-closing';

/**
 * Upcoming auctions count down to the start, open ones to the end (to when the first lot closes,
 * for a staggered sale); closed ones show nothing.
 */
export function AuctionCountdown({ auction, className }: { auction: Auction; className?: string }) {
  if (auction.status === 'scheduled' && auction.startDate) {
    return <Countdown to={auction.startDate} verb="opens" subject={auction.title} className={className} />;
  }
  if (['open', 'live', 'closing'].includes(auction.status) && auction.endDate) {
    return (
      <Countdown
        to={auction.endDate}
        verb={staggeredClosing(auction) ? 'begins closing' : 'closes'}
        subject={auction.title}
        className={className}
        overText={auction.type === 'timed' ? 'Lots closing now' : 'Closing'}
      />
    );
  }
  return null;
}
