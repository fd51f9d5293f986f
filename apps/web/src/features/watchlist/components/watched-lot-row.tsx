import type { BidStanding, WatchedLot } from '@auction/contracts';
import { Trash2 } from 'lucide-react';
import { LotClock } from '../../../components/my-lots/lot-clock';
import { LotSummary } from '../../../components/my-lots/lot-summary';
import { StandingBadge } from '../../../components/my-lots/standing-badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { bidCountText, lotPriceLine } from '../../../lib/lot-price-line';

/** One watched lot: picture, number, title, auction, price, bids, standing, countdown, remove. */
export function WatchedLotRow({
  lot,
  standing,
  onRemove,
}: {
  lot: WatchedLot;
  standing: BidStanding | null;
  onRemove: (lot: WatchedLot) => void;
}) {
  const price = lotPriceLine(lot);
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <LotSummary lot={lot} auction={lot.auction} badge={standing && <StandingBadge standing={standing} />} />
      <div className="mt-auto flex items-end justify-between gap-x-2 gap-y-2 text-sm">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-slate-600 dark:text-slate-300">{price.label}</span>
            {price.amount && <span className="text-base font-semibold tabular-nums">{price.amount}</span>}
            <span className="text-slate-600 dark:text-slate-300">· {bidCountText(lot.bidCount)}</span>
          </p>
          <LotClock lot={lot} />
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove ${lot.title} from watchlist`}
          onClick={() => onRemove(lot)}
          className="-mr-2"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">Remove</span>
        </Button>
      </div>
    </Card>
  );
}
