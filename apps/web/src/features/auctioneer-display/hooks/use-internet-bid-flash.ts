import type { LiveBid, LiveSnapshot } from '@auction/contracts';
import { useEffect, useRef, useState } from 'react';
import { newInternetBid } from '../display-state';

/** How long a new internet bid stays highlighted. */
export const flashMs = 2_500;

/**
 * The internet bid that just landed, for `flashMs` after it did (a newer one starts the time
 * again); null otherwise. Nothing flashes on the first picture or when a lot opens.
 */
export function useInternetBidFlash(room: LiveSnapshot | null): LiveBid | null {
  const previous = useRef(room);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [flash, setFlash] = useState<LiveBid | null>(null);

  useEffect(() => {
    const bid = newInternetBid(previous.current, room);
    previous.current = room;
    if (!bid) return;
    setFlash(bid);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setFlash(null), flashMs);
  }, [room]);

  // A bid undone, or the next lot opened, ends the flash at once.
  const stillThere = flash !== null && (room?.current_lot?.bids ?? []).some((bid) => bid.seq === flash.seq);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return stillThere ? flash : null;
}
