import type { WatchedLot } from '@auction/contracts';
import { AlarmClock } from 'lucide-react';
import { LotClock } from '../../../components/my-lots/lot-clock';
import { LotSummary } from '../../../components/my-lots/lot-summary';
import { TextLink } from '../../../components/ui/text-link';
import { useNow } from '../../../lib/countdown/use-now';
import { bidCountText, lotPriceLine } from '../../../lib/lot-price-line';
import { closingSoon } from '../../../lib/my-lots';
import { DashboardSection, SectionList, SectionMessage } from './dashboard-section';

function ClosingSoonRow({ lot }: { lot: WatchedLot }) {
  const price = lotPriceLine(lot);
  return (
    <li className="space-y-2 py-4">
      <LotSummary lot={lot} auction={lot.auction} />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <p>
          <span className="text-slate-600 dark:text-slate-300">{price.label} </span>
          {price.amount && <span className="font-semibold tabular-nums">{price.amount}</span>}
          <span className="text-slate-600 dark:text-slate-300"> · {bidCountText(lot.bidCount)}</span>
        </p>
        <LotClock lot={lot} />
      </div>
    </li>
  );
}

/** Watched lots that close in the next 24 hours, soonest first. */
export function ClosingSoonSection({ lots, isError }: { lots: WatchedLot[] | undefined; isError: boolean }) {
  const now = useNow();
  const soon = lots ? closingSoon(lots, now) : [];
  return (
    <DashboardSection
      icon={AlarmClock}
      title="Watched lots closing soon"
      action={
        <TextLink to="/watchlist" className="tap-target text-sm">
          My watchlist
        </TextLink>
      }
    >
      {isError ? (
        <SectionMessage>
          Your watchlist could not be loaded. Check your connection and try again.
        </SectionMessage>
      ) : !lots ? (
        <SectionMessage>Loading your watchlist…</SectionMessage>
      ) : soon.length === 0 ? (
        <SectionMessage>None of your watched lots close in the next 24 hours.</SectionMessage>
      ) : (
        <SectionList>
          {soon.map((lot) => (
            <ClosingSoonRow key={lot.id} lot={lot} />
          ))}
        </SectionList>
      )}
    </DashboardSection>
  );
}
