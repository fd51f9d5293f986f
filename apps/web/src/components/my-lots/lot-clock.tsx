import type { Lot } from '@auction/contracts';
import { Countdown } from '../../lib/countdown/countdown';

/** The lot's own countdown while it can be bid on (it follows extensions); the price line tells the rest. */
export function LotClock({ lot }: { lot: Pick<Lot, 'status' | 'endDate' | 'lotNumber'> }) {
  if ((lot.status === 'open' || lot.status === 'upcoming') && lot.endDate) {
    return (
      <Countdown
        to={lot.endDate}
        verb="closes"
        subject={`Lot ${lot.lotNumber}`}
        className="text-sm text-harbour-800 dark:text-harbour-200"
      />
    );
  }
  return null;
}
