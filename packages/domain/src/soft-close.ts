/** Per-auction soft close setting; a window of 0 turns soft close off. */
export type SoftCloseSettings = { windowMs: number; extensionMs: number };

export const DEFAULT_SOFT_CLOSE: SoftCloseSettings = { windowMs: 2 * 60_000, extensionMs: 2 * 60_000 };

/**
 * Whether a bid accepted at `acceptedAtMs` falls in the last `windowMs` before the end. The edge
 * counts as inside (exactly `windowMs` left extends): a bidder who sees "2:00 left" expects the
 * extension. A bid at or after the end is never in the window: the lot has ended.
 */
export function isInSoftCloseWindow(endsAtMs: number, acceptedAtMs: number, windowMs: number): boolean {
  const leftMs = endsAtMs - acceptedAtMs;
  return leftMs > 0 && leftMs <= windowMs;
}

/**
 * The lot's end after a bid accepted at `acceptedAtMs`: `acceptedAtMs + extensionMs` inside the
 * window, never earlier than the current end (a short extension must not cut a lot short).
 */
export function endAfterAcceptedBid(
  endsAtMs: number,
  acceptedAtMs: number,
  settings: SoftCloseSettings,
): number {
  if (!isInSoftCloseWindow(endsAtMs, acceptedAtMs, settings.windowMs)) return endsAtMs;
  return Math.max(endsAtMs, acceptedAtMs + settings.extensionMs);
}
