import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtime } from '../../lib/realtime/use-realtime';
import { newRequestId } from './live-room-state';

/** How long a bid waits for its answer before the button comes back (the socket may have dropped). */
const answerTimeoutMs = 10_000;

/**
 * One tap, one internet bid at the asking price shown: `place_bid` with a request id, the button
 * held until the server's `live_ack` or refusal for that id; a refusal keeps the server's words.
 */
export function usePlaceBid(lotId: string | null) {
  const { send, onReply, authenticated } = useRealtime();
  const [pending, setPending] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const settle = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setPending(null);
  }, []);

  useEffect(
    () =>
      onReply((reply) => {
        if (!pending || reply.request_id !== pending) return;
        if (reply.type === 'error') setRefusal(reply.message);
        settle();
      }),
    [onReply, pending, settle],
  );

  // A bid cannot be answered on a socket that dropped: the button comes back.
  useEffect(() => {
    if (!authenticated) settle();
  }, [authenticated, settle]);

  useEffect(() => () => settle(), [settle]);

  // A refusal speaks of the lot it was about: a new lot on the block starts clean.
  const shownFor = useRef(lotId);
  useEffect(() => {
    if (shownFor.current === lotId) return;
    shownFor.current = lotId;
    setRefusal(null);
  }, [lotId]);

  const placeBid = useCallback(
    (lotId: string, amount: number) => {
      if (pending) return;
      const requestId = newRequestId();
      setRefusal(null);
      if (!send({ type: 'place_bid', lot_id: lotId, amount, is_floor: false, request_id: requestId })) {
        setRefusal('Not connected to the saleroom. Your bid was not sent; try again in a moment.');
        return;
      }
      setPending(requestId);
      timer.current = setTimeout(() => {
        setRefusal('No answer from the saleroom. Check the high bid before bidding again.');
        settle();
      }, answerTimeoutMs);
    },
    [pending, send, settle],
  );

  return { placeBid, pending: pending !== null, refusal };
}
