import { AlertTriangle, CircleCheck, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDollars } from '../../../lib/money';
import { type OutbidReason, outbidReasonText } from '../../../lib/outbid-reason-text';

const tones = {
  green:
    'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950/50 dark:text-emerald-50',
  amber:
    'border-brass-300 bg-brass-50 text-brass-950 dark:border-brass-700 dark:bg-brass-900/40 dark:text-brass-50',
} as const;

function StandingBox({
  tone,
  icon,
  title,
  children,
}: {
  tone: keyof typeof tones;
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div role="status" className={`flex gap-3 rounded-lg border px-3 py-2.5 ${tones[tone]}`}>
      {icon}
      <div>
        <p className="font-semibold">{title}</p>
        {children && <p className="text-sm">{children}</p>}
      </div>
    </div>
  );
}

const iconClass = 'mt-0.5 size-5 shrink-0';

/** Where the bidder stands on an open lot they bid on. */
export function BidStanding({
  yourMax,
  isHighBidder,
  minimumNextBid,
  outbidReason = null,
}: {
  yourMax: number;
  isHighBidder: boolean;
  minimumNextBid: number;
  outbidReason?: OutbidReason | null;
}) {
  if (isHighBidder) {
    return (
      <StandingBox
        tone="green"
        icon={<CircleCheck aria-hidden="true" className={iconClass} />}
        title="You're the high bidder"
      >
        Your maximum: {formatDollars(yourMax)}
      </StandingBox>
    );
  }
  return (
    <StandingBox
      tone="amber"
      icon={<AlertTriangle aria-hidden="true" className={iconClass} />}
      title={outbidReason ? outbidReasonText[outbidReason] : "You've been outbid"}
    >
      Bid at least {formatDollars(minimumNextBid)} to take the lead. Your maximum was {formatDollars(yourMax)}
      .
    </StandingBox>
  );
}

/**
 * The closed lot, for a bidder who bid on it. The winner learns what really comes next: the house
 * sends the invoice (there is none on the site yet), and the auction's own pickup terms.
 */
export function ClosedStanding({
  won,
  hammerPrice,
  pickupInfo,
  invoiceId = null,
}: {
  won: boolean;
  hammerPrice: number | null;
  pickupInfo: string | null;
  /** The issued invoice holding the lot, once there is one. */
  invoiceId?: string | null;
}) {
  if (won) {
    return (
      <StandingBox
        tone="green"
        icon={<Trophy aria-hidden="true" className={iconClass} />}
        title="You won this lot"
      >
        {hammerPrice !== null && `Hammer price ${formatDollars(hammerPrice)}. `}
        {invoiceId ? (
          <Link to={`/invoices/${invoiceId}`} className="font-semibold underline">
            See your invoice, pay it and book a pickup
          </Link>
        ) : (
          "The auction house will send you an invoice with the buyer's premium and tax added, and how to pay."
        )}
        {pickupInfo && <span className="mt-1 block">{pickupInfo}</span>}
      </StandingBox>
    );
  }
  return (
    <StandingBox
      tone="amber"
      icon={<AlertTriangle aria-hidden="true" className={iconClass} />}
      title="You did not win this lot"
    />
  );
}
