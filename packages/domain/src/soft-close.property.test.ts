import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endAfterAcceptedBid } from './soft-close';

const settings = fc.record({
  windowMs: fc.integer({ min: 0, max: 10 * 60_000 }),
  extensionMs: fc.integer({ min: 0, max: 10 * 60_000 }),
});

describe('soft close, for any setting and bid time', () => {
  it('never moves an end earlier, and leaves at least the extension after an in-window bid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: -20 * 60_000, max: 20 * 60_000 }),
        settings,
        (endsAtMs, offsetMs, softClose) => {
          const acceptedAtMs = endsAtMs + offsetMs;
          const next = endAfterAcceptedBid(endsAtMs, acceptedAtMs, softClose);
          expect(next).toBeGreaterThanOrEqual(endsAtMs);
          const isInWindow = offsetMs < 0 && -offsetMs <= softClose.windowMs;
          if (isInWindow) expect(next).toBeGreaterThanOrEqual(acceptedAtMs + softClose.extensionMs);
          else expect(next).toBe(endsAtMs);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
