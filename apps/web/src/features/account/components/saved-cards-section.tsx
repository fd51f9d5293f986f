import { useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { notify } from '../../../lib/notify';
import { savedCardsQuery, useRemoveCard } from '../api/saved-cards';

/** The bidder's cards on file (saved with Stripe for sales that ask for one); they may remove one. */
export function SavedCardsSection() {
  const cards = useQuery(savedCardsQuery);
  const remove = useRemoveCard();
  if (!cards.data || cards.data.length === 0) return null;
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-xl font-semibold">Cards on file</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Saved with Stripe for the sales that ask for a card; we never see the card number.
      </p>
      <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-700">
        {cards.data.map((card) => (
          <li key={card.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span className="flex items-center gap-2">
              <CreditCard aria-hidden="true" className="size-5" />
              {card.label}
              <span className="text-sm text-slate-500 dark:text-slate-400">
                expires {String(card.exp_month).padStart(2, '0')}/{card.exp_year}
              </span>
            </span>
            <Button
              variant="secondary"
              size="sm"
              loading={remove.isPending && remove.variables === card.id}
              onClick={() =>
                remove.mutate(card.id, { onSuccess: () => notify.success(`${card.label} removed.`) })
              }
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
