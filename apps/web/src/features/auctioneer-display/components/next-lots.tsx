import type { LiveLotSummary } from '@auction/contracts';
import { formatPrice, soldWithLot } from '../display-state';

/** How many lots to come the auctioneer sees. */
export const nextLotsShown = 4;

/** The next lots in sale order, so the auctioneer can look ahead. */
export function NextLots({ lots }: { lots: LiveLotSummary[] }) {
  const shown = lots.slice(0, nextLotsShown);
  return (
    <section aria-label="Next lots" className="min-w-0 rounded-xl bg-white/5 px-4 py-3">
      <h2 className="font-sans text-[clamp(1rem,min(1.8vw,2.5vh),2rem)] font-bold tracking-[0.2em] text-white/70 uppercase">
        Next lots
      </h2>
      {shown.length === 0 ? (
        <p className="mt-1 text-[clamp(1.1rem,min(2vw,2.7vh),2.25rem)] text-white/70">
          No more lots after this one.
        </p>
      ) : (
        <ol className="mt-1 space-y-1">
          {shown.map((lot) => (
            <li
              key={lot.lot_id}
              className="flex items-baseline gap-3 text-[clamp(1.1rem,min(2vw,2.7vh),2.25rem)] leading-snug"
            >
              <span className="shrink-0 font-black text-brass-300">Lot {lot.lot_number}</span>
              <span className="min-w-0 flex-1 truncate">{lot.title}</span>
              <span className="shrink-0 text-white/70 tabular-nums">
                {soldWithLot(lot) === null ? formatPrice(lot.starting_bid) : `With lot ${soldWithLot(lot)}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
