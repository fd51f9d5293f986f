/** A stretch when no lot could close: the closing job was down, or staff paused the sale. */
export interface ClosingGap {
  /** The last moment the house was seen closing lots (the last heartbeat, or the pause). */
  startMs: number;
  /** Recovery: the first pass after the gap (or the resume). */
  endMs: number;
}

/** One lot of a timed sale as the re-timing sees it. */
export interface LotBeforeRetiming {
  id: string;
  /** Its end now (soft close may have moved it from the staggered end). */
  endsAtMs: number;
  /** Its place in the sale: the stagger order. */
  saleOrder: number;
  status: 'upcoming' | 'open' | 'sold' | 'passed' | 'withdrawn';
}

export interface RetimingSettings {
  /** The sale's soft-close window: lots ending this soon after recovery are re-timed too. */
  softCloseWindowMs: number;
  /** The first re-timed lot ends this long after recovery. */
  retimeMs: number;
  /** The sale's stagger: each next re-timed lot, in sale order, ends this much later. */
  staggerMs: number;
}

export interface RetimedLot {
  id: string;
  previousEndMs: number;
  endsAtMs: number;
}

/**
 * Which lots of one sale an outage (or a pause) caught, and their new ends (decision 0093).
 * A lot that ended before the gap began is left alone, closed or not: it ended while bidders could
 * still bid. An open lot whose end fell inside the gap, or falls within the soft-close window after
 * recovery, is re-timed: in sale order, the k-th such lot ends `retime + k x stagger` after recovery,
 * and never earlier than the end it had (a re-timing only gives bidders time, it never takes any).
 */
export function retimeAfterGap(
  lots: readonly LotBeforeRetiming[],
  gap: ClosingGap,
  settings: RetimingSettings,
): RetimedLot[] {
  if (gap.endMs < gap.startMs) throw new RangeError('A gap ends after it starts');
  const lastCaughtEndMs = gap.endMs + Math.max(0, settings.softCloseWindowMs);
  const caught = lots
    .filter((lot) => lot.status === 'open' && lot.endsAtMs > gap.startMs && lot.endsAtMs <= lastCaughtEndMs)
    .toSorted((a, b) => a.saleOrder - b.saleOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const firstEndMs = gap.endMs + Math.max(0, settings.retimeMs);
  const staggerMs = Math.max(0, settings.staggerMs);
  return caught.map((lot, index) => ({
    id: lot.id,
    previousEndMs: lot.endsAtMs,
    endsAtMs: Math.max(lot.endsAtMs, firstEndMs + index * staggerMs),
  }));
}
