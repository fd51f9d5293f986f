import { Maximize, Minimize } from 'lucide-react';
import { useFullscreen } from '../hooks/use-fullscreen';

interface Props {
  saleTitle: string;
  connected: boolean;
  onlineBidders: number;
}

/** The sale's name, the line to the server, the bidders online and the full-screen switch. */
export function DisplayTopBar({ saleTitle, connected, onlineBidders }: Props) {
  const fullscreen = useFullscreen();
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-[clamp(0.95rem,min(1.5vw,2.4vh),1.6rem)]">
      <p className="min-w-0 truncate font-semibold text-white/80">{saleTitle}</p>
      <div className="flex items-center gap-4">
        <p className="text-white/80 tabular-nums">
          {onlineBidders === 1 ? '1 bidder online' : `${onlineBidders} bidders online`}
        </p>
        <p role="status" aria-label="Connection" className="flex items-center gap-2 font-semibold">
          <span
            aria-hidden="true"
            className={connected ? 'size-3 rounded-full bg-emerald-400' : 'size-3 rounded-full bg-red-500'}
          />
          {connected ? 'Live' : 'Reconnecting…'}
        </p>
        {fullscreen.supported ? (
          <button
            type="button"
            onClick={fullscreen.toggle}
            className="inline-flex items-center gap-2 rounded-lg border border-white/50 px-3 py-1.5 font-semibold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brass-300"
          >
            {fullscreen.active ? (
              <Minimize aria-hidden="true" className="size-5" />
            ) : (
              <Maximize aria-hidden="true" className="size-5" />
            )}
            {fullscreen.active ? 'Exit full screen' : 'Full screen'}
          </button>
        ) : null}
      </div>
    </div>
  );
}
