import type { Lot, MyLotBid } from '@auction/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LotEvent } from '../../../lib/live-lots/lot-events';
import { useLiveLots } from '../../../lib/live-lots/use-live-lots';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { myLotBidQuery } from '../api/bidding-api';

/** How long after its end (or its sale's start) a lot is asked for again, until the change is known. */
const RECHECK_MS = 4_000;
/** A burst of bids refetches the history once, this long after the first of them. */
const HISTORY_REFETCH_DELAY_MS = 500;

/**
 * One lot page, live: the price, bid count, minimum, end and result follow the lot's events;
 * the history refetches after each bid; the bidder hears "You've been outbid". Returns the end
 * of the last extension seen on this page (for a short note), or null.
 */
export function useLiveLot(
  lot: Pick<Lot, 'id' | 'status' | 'endDate'> | undefined,
  opensAt: string | null = null,
): {
  extendedUntil: string | null;
} {
  const queryClient = useQueryClient();
  const lotId = lot?.id;
  const [extendedUntil, setExtendedUntil] = useState<string | null>(null);
  const targets = useMemo(() => (lotId ? [{ lotId }] : []), [lotId]);
  const lotKeys = useMemo(() => (lotId ? [queryKeys.lot(lotId)] : []), [lotId]);

  const historyTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refreshHistory = useCallback(() => {
    if (!lotId || historyTimer.current) return;
    historyTimer.current = setTimeout(() => {
      historyTimer.current = null;
      void queryClient.invalidateQueries({ queryKey: queryKeys.lotBids(lotId) });
      // A bidder's automatic answers are rows of theirs too: their "You" marks follow the history.
      const mine = queryClient.getQueryData<MyLotBid>(myLotBidQuery(lotId).queryKey);
      if (mine?.your_max != null)
        void queryClient.invalidateQueries({ queryKey: myLotBidQuery(lotId).queryKey });
    }, HISTORY_REFETCH_DELAY_MS);
  }, [lotId, queryClient]);
  useEffect(
    () => () => {
      if (historyTimer.current) clearTimeout(historyTimer.current);
      historyTimer.current = null;
    },
    [],
  );

  const refreshOwnBid = useCallback(() => {
    if (lotId) void queryClient.invalidateQueries({ queryKey: myLotBidQuery(lotId).queryKey });
  }, [lotId, queryClient]);

  const onEvent = useCallback(
    (_envelope: unknown, event: LotEvent | null) => {
      if (!event || !lotId || event.payload.lot_id !== lotId) return;
      if (event.type === 'bid_placed') {
        refreshHistory();
      } else if (event.type === 'lot_extended') {
        setExtendedUntil(event.payload.end_date);
      } else if (event.type === 'outbid') {
        queryClient.setQueryData<MyLotBid>(myLotBidQuery(lotId).queryKey, (mine) =>
          mine ? { ...mine, is_high_bidder: false } : mine,
        );
        notify.info("You've been outbid", {
          id: `outbid-${lotId}`,
          description: 'Another bidder has the lead. Bid again to stay in.',
        });
      } else if (event.type === 'lot_closed') {
        refreshOwnBid();
        void queryClient.invalidateQueries({ queryKey: queryKeys.lotBids(lotId) });
      }
    },
    [lotId, queryClient, refreshOwnBid, refreshHistory],
  );

  useLiveLots({ targets, queryKeys: lotKeys, onEvent, onResync: refreshOwnBid });

  // Whether the bidder won is read again once the lot is no longer open, however that was learnt.
  const isOpen = lot?.status === 'open';
  useEffect(() => {
    if (!isOpen) refreshOwnBid();
  }, [isOpen, refreshOwnBid]);

  // An open lot closes on the server's tick after its end, an upcoming one opens with its sale
  // (events of the sale's room): ask again from then until the change is known.
  const changesAt = lot?.status === 'open' ? lot.endDate : lot?.status === 'upcoming' ? opensAt : null;
  useEffect(() => {
    if (!lotId || !changesAt) return;
    const wait = Math.max(0, Date.parse(changesAt) - Date.now()) + RECHECK_MS;
    if (wait > 2_147_000_000) return;
    const recheck = () => void queryClient.invalidateQueries({ queryKey: queryKeys.lot(lotId) });
    let interval: ReturnType<typeof setInterval> | undefined;
    const timer = setTimeout(() => {
      recheck();
      interval = setInterval(recheck, RECHECK_MS);
    }, wait);
    return () => {
      clearTimeout(timer);
      if (interval) clearInterval(interval);
    };
  }, [lotId, changesAt, queryClient]);

  return { extendedUntil };
}
