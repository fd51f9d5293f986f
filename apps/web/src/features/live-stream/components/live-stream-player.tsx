import { Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { readToken } from '../../../lib/auth/token-storage';
import { useAuth } from '../../../lib/auth/use-auth';
import { formatDelay } from '../stream-math';
import { type PlayerSnapshot, type PlayerStatus, StreamPlayer } from '../stream-player';
import { streamUrl } from '../stream-url';

const statusText: Record<PlayerStatus, string> = {
  connecting: 'Connecting to the saleroom…',
  'off-air': 'The saleroom camera is not on yet. The picture appears here as soon as the clerk starts it.',
  starting: 'The picture is starting…',
  playing: 'Live from the saleroom',
  reconnecting: 'The connection dropped. Reconnecting…',
  unsupported: 'This browser cannot play the room’s camera; the sale’s bidding still works.',
};

/** The saleroom's picture for bidders, kept close to the live edge, with its delay shown. */
export function LiveStreamPlayer({ auctionId }: { auctionId: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [snapshot, setSnapshot] = useState<PlayerSnapshot>({ status: 'connecting', delaySeconds: null });
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const url = streamUrl(auctionId, 'watch', userId ? readToken() : null, window.location);
    const player = new StreamPlayer(element, url, setSnapshot);
    player.start();
    return () => player.stop();
  }, [auctionId, userId]);

  useEffect(() => {
    if (video.current) video.current.muted = muted;
  }, [muted]);

  const playing = snapshot.status === 'playing';
  return (
    <section aria-label="Saleroom camera" className="space-y-2">
      <div className="relative aspect-video overflow-hidden rounded-xl bg-slate-900 dark:bg-black dark:ring-1 dark:ring-slate-700">
        {/* Autoplay needs the sound off; the Unmute button turns it on. */}
        <video
          ref={video}
          aria-label="Saleroom camera"
          className="size-full object-contain"
          autoPlay
          muted
          playsInline
        />
        {!playing && (
          <p
            aria-hidden="true"
            className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-slate-200"
          >
            {statusText[snapshot.status]}
          </p>
        )}
        {playing && (
          <span className="absolute top-3 left-3 rounded bg-red-600 px-2 py-0.5 text-xs font-bold tracking-wide text-white">
            LIVE
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0 text-sm">
          <p role="status" className="sr-only">
            {statusText[snapshot.status]}
          </p>
          {playing && (
            <p className="text-slate-600 dark:text-slate-300">
              Delay:{' '}
              <span data-testid="stream-delay" className="font-semibold text-slate-900 dark:text-white">
                {snapshot.delaySeconds === null ? 'measuring…' : formatDelay(snapshot.delaySeconds)}
              </span>
            </p>
          )}
        </div>
        <Button variant="secondary" size="sm" onClick={() => setMuted((value) => !value)}>
          {muted ? (
            <VolumeX aria-hidden="true" className="size-4" />
          ) : (
            <Volume2 aria-hidden="true" className="size-4" />
          )}
          {muted ? 'Unmute' : 'Mute'}
        </Button>
      </div>
    </section>
  );
}
