import type { BuyNowItem } from '@auction/contracts';
import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/use-auth';
import { serverMessageOf } from '../../../lib/http/messages';
import { formatCents } from '../../../lib/money';
import { usePurchase } from '../api/buy-now-queries';

const percent = (bps: number) => `${(bps / 100).toLocaleString('en-CA', { maximumFractionDigits: 2 })}%`;

/** Price, HST and the all-in total, as the invoice will bill them. */
export function PriceBreakdown({ item }: { item: BuyNowItem }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      <dt className="text-slate-600 dark:text-slate-300">Price</dt>
      <dd className="text-right tabular-nums">{formatCents(item.price_cents)}</dd>
      <dt className="text-slate-600 dark:text-slate-300">
        {item.tax_label} ({percent(item.tax_rate_bps)})
      </dt>
      <dd className="text-right tabular-nums">{formatCents(item.tax_cents)}</dd>
      <dt className="border-t border-slate-200 pt-1 font-semibold dark:border-slate-700">All-in total</dt>
      <dd className="border-t border-slate-200 pt-1 text-right text-lg font-semibold tabular-nums dark:border-slate-700">
        {formatCents(item.total_cents)}
      </dd>
    </dl>
  );
}

/**
 * Buying: guests sign in first and come back; a bidder confirms what they will owe (nothing is
 * charged here: the invoice says how to pay), and after buying goes to the invoice's pay page. A
 * sold item says so.
 */
export function BuyPanel({ item }: { item: BuyNowItem }) {
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const purchase = usePurchase(item.id);
  const [confirmKey, setConfirmKey] = useState<string | null>(null);
  const problem = purchase.isError
    ? (serverMessageOf(purchase.error) ?? 'The purchase failed; try again.')
    : null;

  if (!item.available) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
        <p className="text-2xl font-semibold">Sold</p>
        <p className="mt-1 text-slate-600 dark:text-slate-300">
          This item has been bought. Have a look at the other items for sale.
        </p>
        <Link to="/buy-now" className={buttonClasses('secondary', 'md', 'mt-4')}>
          See other items
        </Link>
      </div>
    );
  }

  function confirm() {
    if (!confirmKey) return;
    purchase.mutate(confirmKey, {
      onSuccess: (answer) => navigate(`/invoices/${answer.invoice_id}/pay`),
    });
  }

  const from = `${location.pathname}${location.search}`;
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <p className="text-3xl font-semibold tabular-nums">{formatCents(item.price_cents)}</p>
      <PriceBreakdown item={item} />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        No buyer's premium. Pick up at our Dartmouth warehouse, or ask for shipping on the invoice.
      </p>
      {problem && (
        <Alert tone="error" title="Not bought">
          {problem}
        </Alert>
      )}
      {!user ? (
        <Link
          to={`/login?redirect=${encodeURIComponent(from)}`}
          state={{ from }}
          className={buttonClasses('accent', 'lg', 'w-full sm:w-auto')}
        >
          <ShoppingBag aria-hidden="true" className="size-5" />
          Sign in to buy
        </Link>
      ) : confirmKey ? (
        <section aria-labelledby="confirm-heading" className="space-y-3">
          <h2 id="confirm-heading" className="font-semibold">
            Confirm your purchase
          </h2>
          <p>
            You will owe <strong>{formatCents(item.total_cents)}</strong> for {item.title} (
            {formatCents(item.price_cents)} plus {formatCents(item.tax_cents)} {item.tax_label}). An invoice
            is issued at once; it says how to pay.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button variant="accent" size="lg" loading={purchase.isPending} onClick={confirm} autoFocus>
              Confirm purchase
            </Button>
            <Button variant="secondary" size="lg" onClick={() => setConfirmKey(null)}>
              Cancel
            </Button>
          </div>
        </section>
      ) : (
        <Button
          variant="accent"
          size="lg"
          className="w-full sm:w-auto"
          onClick={() => {
            purchase.reset();
            setConfirmKey(crypto.randomUUID());
          }}
        >
          <ShoppingBag aria-hidden="true" className="size-5" />
          Buy now
        </Button>
      )}
    </div>
  );
}
