import type { LiveSnapshot } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { Phone } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatDollars } from '../../../lib/money';
import { phoneBiddersQuery } from '../../admin-sale/public';

/**
 * The sale's phone bidders, those who asked for the lot on the block first: one press bids the
 * asking price for the paddle, entered as a phone bid (marked "Phone" on every screen).
 */
export function PhoneLines({
  room,
  disabled,
  onBid,
}: {
  room: LiveSnapshot;
  disabled: boolean;
  onBid: (paddle: number, amount: number) => void;
}) {
  const phones = useQuery(phoneBiddersQuery(room.auction_id));
  const lot = room.current_lot;
  const bidders = phones.data?.data ?? [];
  const wants = (lotNumbers: string[]) =>
    !!lot && (lotNumbers.length === 0 || lotNumbers.includes(lot.lot_number.toUpperCase()));
  const ordered = [...bidders].sort((a, b) => Number(wants(b.lot_numbers)) - Number(wants(a.lot_numbers)));
  return (
    <section aria-label="Phone bidders" className="space-y-2">
      <h2 className="text-base font-semibold">Phone bidders</h2>
      {bidders.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No phone bidders are set up for this sale.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {ordered.map((bidder) => (
            <li
              key={bidder.registration_id}
              className="flex flex-wrap items-center justify-between gap-2 py-2"
            >
              <span className="min-w-0">
                <span className="font-semibold tabular-nums">Paddle {bidder.paddle}</span>{' '}
                {bidder.bidder_name}
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {bidder.line_staff} on {bidder.phone} ·{' '}
                  {bidder.lot_numbers.length > 0 ? `lots ${bidder.lot_numbers.join(', ')}` : 'any lot'}
                  {wants(bidder.lot_numbers) && bidder.lot_numbers.length > 0 ? ' · wants this lot' : ''}
                </span>
              </span>
              {lot && (
                <Button
                  size="sm"
                  variant="secondary"
                  className="min-h-11"
                  disabled={disabled}
                  onClick={() => onBid(bidder.paddle, lot.asking_price)}
                >
                  <Phone aria-hidden="true" className="size-4" />
                  Phone bid {formatDollars(lot.asking_price)} for {bidder.paddle}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
