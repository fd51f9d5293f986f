import type { Auction } from '@auction/contracts';
import {
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  CreditCard,
  Landmark,
  MapPin,
  Package,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCount, formatSaleTime } from '../../../lib/format';
import { formatCents } from '../../../lib/money';
import { staggeredClosing } from '../sale-closing';

/** One term and its value: a list group may hold only them, so the icon sits inside the term. */
function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative pl-7">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {icon}
        {label}
      </dt>
      <dd className="text-slate-800 dark:text-slate-100">{children}</dd>
    </div>
  );
}

const iconClass = 'absolute top-0.5 left-0 size-5 text-brass-600 dark:text-brass-300';

/**
 * Start, end, location and lot count of an auction (times in the company time zone). A staggered
 * sale begins closing at its first lot's end and is over when its last lot closes.
 */
export function AuctionFacts({ auction }: { auction: Auction }) {
  const staggered = staggeredClosing(auction);
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2">
      <Fact icon={<CalendarDays aria-hidden="true" className={iconClass} />} label="Starts">
        {formatSaleTime(auction.startDate)}
      </Fact>
      {staggered ? (
        <>
          <Fact icon={<CalendarClock aria-hidden="true" className={iconClass} />} label="Begins closing">
            {formatSaleTime(staggered.first)}
            {auction.stagger_seconds > 0 && (
              <span className="block text-slate-500 dark:text-slate-400">
                Lots close one after another, {auction.stagger_seconds} s apart
              </span>
            )}
          </Fact>
          <Fact icon={<CalendarCheck aria-hidden="true" className={iconClass} />} label="Last lot closes">
            {formatSaleTime(staggered.last)}
          </Fact>
        </>
      ) : (
        <Fact icon={<CalendarClock aria-hidden="true" className={iconClass} />} label="Ends">
          {formatSaleTime(auction.endDate)}
        </Fact>
      )}
      {auction.location && (
        <Fact icon={<MapPin aria-hidden="true" className={iconClass} />} label="Location">
          {auction.location}
        </Fact>
      )}
      <Fact icon={<Package aria-hidden="true" className={iconClass} />} label="Lots">
        {formatCount(auction.totalLots)}
      </Fact>
      {(auction.deposit_cents ?? 0) > 0 && (
        <Fact icon={<Landmark aria-hidden="true" className={iconClass} />} label="Deposit to bid">
          {formatCents(auction.deposit_cents ?? 0)}, applied to your invoice
        </Fact>
      )}
      {auction.card_on_file_required && (
        <Fact icon={<CreditCard aria-hidden="true" className={iconClass} />} label="Card on file">
          Bidders save a card when they register
        </Fact>
      )}
    </dl>
  );
}
