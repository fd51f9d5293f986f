import type { Auction } from '@auction/contracts';
import { clsx } from 'clsx';
import { Radio } from 'lucide-react';
import { Countdown } from '../../../lib/countdown/countdown';
import { staggeredClosing } from '../sale-closing';

/**
 * A live sale's end is only the house's estimate: the auctioneer ends it. It counts down to its
 * start, and once it runs it says so instead of counting to an end no one can promise.
 */
function LiveSaleTime({ auction, className }: { auction: Auction; className?: string }) {
  if (auction.status === 'live') {
    return (
      <span className={clsx('inline-flex items-center gap-1.5 font-semibold', className)}>
        <Radio aria-hidden="true" className="size-4 shrink-0" />
        Selling now
      </span>
    );
  }
  if (['scheduled', 'open'].includes(auction.status) && auction.startDate) {
    return (
      <Countdown
        to={auction.startDate}
        verb="opens"
        subject={auction.title}
        className={className}
        overText="Starting soon"
      />
    );
  }
  return null;
}

/**
 * Upcoming auctions count down to the start, open timed ones to the end (to when the first lot
 * closes, for a staggered sale); closed ones show nothing.
 */
export function AuctionCountdown({ auction, className }: { auction: Auction; className?: string }) {
  if (auction.type === 'live') return <LiveSaleTime auction={auction} className={className} />;
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
