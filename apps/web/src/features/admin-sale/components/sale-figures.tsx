import type { AuctionDashboard } from '@auction/contracts';
import { Banknote, Eye, Gavel, Hammer, Layers, ShieldAlert, UserCheck, Users } from 'lucide-react';
import { formatCount } from '../../../lib/format';
import { formatCents } from '../../../lib/money';
import { FigureCard } from './figure-card';

/** The sale's headline figures as cards. */
export function SaleFigures({ totals }: { totals: AuctionDashboard['totals'] }) {
  const { registrations, lots } = totals;
  return (
    <section aria-labelledby="sale-figures-heading">
      <h2 id="sale-figures-heading" className="sr-only">
        Figures
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <FigureCard label="Bids" value={formatCount(totals.bids)} icon={Gavel} />
        <FigureCard label="Bidders" value={formatCount(totals.bidders)} icon={Users} detail="placed a bid" />
        <FigureCard label="Watchers" value={formatCount(totals.watchers)} icon={Eye} detail="watch a lot" />
        <FigureCard
          label="Registered bidders"
          value={formatCount(registrations.total)}
          icon={UserCheck}
          detail={`${registrations.approved} approved · ${registrations.pending} pending · ${registrations.rejected} rejected`}
        />
        <FigureCard
          label="Lots"
          value={formatCount(lots.total)}
          icon={Layers}
          detail={`${lots.open} open · ${lots.sold} sold · ${lots.passed} passed${lots.withdrawn ? ` · ${lots.withdrawn} withdrawn` : ''}${lots.upcoming ? ` · ${lots.upcoming} upcoming` : ''}`}
        />
        <FigureCard
          label="High bids on open lots"
          value={formatCents(totals.current_total_cents)}
          icon={Banknote}
        />
        <FigureCard
          label="Hammer total"
          value={formatCents(totals.hammer_total_cents)}
          icon={Hammer}
          detail="sold lots"
        />
        <FigureCard
          label="Reserve not met"
          value={formatCount(totals.reserve_not_met)}
          icon={ShieldAlert}
          detail="open lots"
        />
      </dl>
    </section>
  );
}
