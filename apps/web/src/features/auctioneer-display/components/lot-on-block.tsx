import type { LiveCurrentLot } from '@auction/contracts';
import { ImageOff } from 'lucide-react';
import { choiceLotNumbers, formatPrice, type GroupedShare, groupedLotNumbers } from '../display-state';

type Shares = GroupedShare[];

/** A grouped lot's lots, and each one's part of the hammer once it has fallen. */
function GroupedLots({ shares }: { shares: Shares }) {
  return (
    <ul aria-label="Lots sold together" className="space-y-0.5 text-[clamp(1rem,min(1.8vw,2.6vh),2rem)]">
      {shares.map((entry) => (
        <li key={entry.lot_id} className="flex items-baseline gap-3">
          <span className="shrink-0 font-black text-brass-300">Lot {entry.lot_number}</span>
          <span className="min-w-0 flex-1 truncate">{entry.title}</span>
          {entry.share !== null && (
            <span className="shrink-0 font-bold tabular-nums">{formatPrice(entry.share)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The lot on the block: its number and title (the page's heading) and its picture; a grouped
 * lot's lots with it (`shares`), sold together for one bid.
 */
export function LotOnBlock({ lot, shares = [] }: { lot: LiveCurrentLot | null; shares?: Shares }) {
  if (!lot) {
    return (
      <div className="flex min-w-0 flex-col justify-center rounded-xl bg-white/5 p-6">
        <h1 className="font-sans text-[clamp(2rem,min(5vw,8vh),5.5rem)] leading-tight font-black text-white">
          No lot on the block
        </h1>
      </div>
    );
  }
  const choice = choiceLotNumbers(lot);
  const grouped = groupedLotNumbers(lot);
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <h1 aria-label={`Lot ${lot.lot_number}: ${lot.title}`} className="font-sans leading-tight text-white">
        <span className="block text-[clamp(2.5rem,min(6vw,10vh),7rem)] font-black text-brass-300">
          Lot {lot.lot_number}
        </span>
        <span className="line-clamp-2 text-[clamp(1.5rem,min(3vw,4.8vh),3.5rem)] font-bold">{lot.title}</span>
      </h1>
      {choice && (
        <p className="text-[clamp(1.25rem,min(2.6vw,4vh),3rem)] font-black tracking-wide text-violet-200 uppercase">
          Choice of lots {choice}
        </p>
      )}
      {grouped && (
        <p className="text-[clamp(1.25rem,min(2.6vw,4vh),3rem)] font-black tracking-wide text-violet-200 uppercase">
          Lots {grouped} together — one bid for all
        </p>
      )}
      {shares.length > 0 && <GroupedLots shares={shares} />}
      <div className="relative flex aspect-video items-center justify-center overflow-hidden rounded-xl bg-white/5 lg:aspect-auto lg:min-h-40 lg:flex-1">
        {lot.image ? (
          <img src={lot.image} alt={lot.title} className="absolute inset-0 size-full object-contain" />
        ) : (
          <p className="flex flex-col items-center gap-2 p-6 text-white/50">
            <ImageOff aria-hidden="true" className="size-12" />
            No picture
          </p>
        )}
      </div>
    </div>
  );
}
