import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { responseError, transportError } from '../../../test/axios-errors';
import { OFFLINE_CODE } from './messages';
import { isRetryableError, retryDelay, withRetry } from './retry';

describe('retryDelay', () => {
  it('waits 1, 2 and 4 s', () => {
    expect([1, 2, 3].map(retryDelay)).toEqual([1_000, 2_000, 4_000]);
  });
  it('is capped at 10 s', () => {
    expect(retryDelay(4)).toBe(8_000);
    expect(retryDelay(5)).toBe(10_000);
    expect(retryDelay(20)).toBe(10_000);
  });
});

describe('isRetryableError', () => {
  it.each([500, 502, 504])('retries %i', (status) => {
    expect(isRetryableError(responseError(status))).toBe(true);
  });
  it('retries time-outs and network errors', () => {
    expect(isRetryableError(transportError('ECONNABORTED', 'timeout of 60000ms exceeded'))).toBe(true);
    expect(isRetryableError(transportError('ERR_NETWORK'))).toBe(true);
  });
  it.each([400, 401, 403, 404, 409, 422, 429])('does not retry %i', (status) => {
    expect(isRetryableError(responseError(status))).toBe(false);
  });
  it('does not retry 503, offline or cancelled requests', () => {
    expect(isRetryableError(responseError(503))).toBe(false);
    expect(isRetryableError(responseError(503, { maintenance: true }))).toBe(false);
    expect(isRetryableError(transportError(OFFLINE_CODE))).toBe(false);
    expect(isRetryableError(transportError('ERR_CANCELED'))).toBe(false);
  });
});

describe('withRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries 5 more times, 2000 ms apart', async () => {
    const fn = vi.fn().mockRejectedValue(responseError(500));
    const result = withRetry(fn).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fn).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(6);
    expect(await result).toBeInstanceOf(Error);
  });

  it('returns the first success and gives up at once on a 4xx', async () => {
    const fn = vi.fn().mockRejectedValueOnce(transportError('ERR_NETWORK')).mockResolvedValue('ok');
    const result = withRetry(fn);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(result).resolves.toBe('ok');
    const refused = vi.fn().mockRejectedValue(responseError(422));
    await expect(withRetry(refused)).rejects.toBeInstanceOf(Error);
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
