import { describe, expect, it } from 'vitest';
import { DEFAULT_SOFT_CLOSE, endAfterAcceptedBid, isInSoftCloseWindow } from './soft-close';

const minute = 60_000;
const end = Date.UTC(2025, 5, 14, 23, 0, 0);

describe('endAfterAcceptedBid with the default 2-minute window and extension', () => {
  it('leaves the end alone for a bid before the window', () => {
    expect(endAfterAcceptedBid(end, end - 2 * minute - 1, DEFAULT_SOFT_CLOSE)).toBe(end);
  });

  it('moves the end to accept time + 2 min for a bid inside the window', () => {
    expect(endAfterAcceptedBid(end, end - 30_000, DEFAULT_SOFT_CLOSE)).toBe(end + 90_000);
    expect(endAfterAcceptedBid(end, end - 1, DEFAULT_SOFT_CLOSE)).toBe(end - 1 + 2 * minute);
  });

  it('at exactly 2 minutes left the new end equals the old one', () => {
    expect(endAfterAcceptedBid(end, end - 2 * minute, DEFAULT_SOFT_CLOSE)).toBe(end);
  });

  it('does nothing for a bid at or after the end', () => {
    expect(endAfterAcceptedBid(end, end, DEFAULT_SOFT_CLOSE)).toBe(end);
    expect(endAfterAcceptedBid(end, end + 1, DEFAULT_SOFT_CLOSE)).toBe(end);
  });
});

describe('endAfterAcceptedBid with other settings', () => {
  it('counts exactly window-left as inside the window', () => {
    const settings = { windowMs: 2 * minute, extensionMs: 5 * minute };
    expect(isInSoftCloseWindow(end, end - 2 * minute, settings.windowMs)).toBe(true);
    expect(endAfterAcceptedBid(end, end - 2 * minute, settings)).toBe(end + 3 * minute);
    expect(endAfterAcceptedBid(end, end - 2 * minute - 1, settings)).toBe(end);
  });

  it('never moves the end earlier when the extension is shorter than the time left', () => {
    const settings = { windowMs: 10 * minute, extensionMs: 1 * minute };
    expect(endAfterAcceptedBid(end, end - 5 * minute, settings)).toBe(end);
    expect(endAfterAcceptedBid(end, end - 30_000, settings)).toBe(end + 30_000);
  });

  it('a window of 0 turns soft close off', () => {
    expect(endAfterAcceptedBid(end, end - 1, { windowMs: 0, extensionMs: 2 * minute })).toBe(end);
  });
});
