import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottle } from './throttle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createThrottle', () => {
  it('runs the first call at once and folds a burst into one run at the end of the second', () => {
    const run = vi.fn();
    const throttle = createThrottle(run, 1_000);
    throttle.call();
    expect(run).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i += 1) {
      vi.advanceTimersByTime(50);
      throttle.call();
    }
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(499);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs at once again after a quiet second, and not at all once cancelled', () => {
    const run = vi.fn();
    const throttle = createThrottle(run, 1_000);
    throttle.call();
    vi.advanceTimersByTime(1_500);
    throttle.call();
    expect(run).toHaveBeenCalledTimes(2);
    throttle.call();
    throttle.cancel();
    vi.advanceTimersByTime(5_000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
