import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import {
  AppUpdateError,
  CHUNK_RELOAD_FLAG,
  type LoadEnvironment,
  lazyWithRetry,
  loadWithRetry,
} from './lazy-with-retry';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/page-abc.js');

function environment(): LoadEnvironment & { reload: Mock<() => void> } {
  return {
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    storage: sessionStorage,
    reload: vi.fn<() => void>(),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loadWithRetry', () => {
  it('retries after 1, 2 and 4 s and clears the reload flag on success', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_FLAG, '1');
    const load = vi
      .fn()
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue('Page');
    const result = loadWithRetry(load, environment());
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4_000);
    await expect(result).resolves.toBe('Page');
    expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBeNull();
  });

  it('after three failed retries sets the flag and reloads once', async () => {
    const env = environment();
    const load = vi.fn().mockRejectedValue(chunkError());
    void loadWithRetry(load, env);
    await vi.advanceTimersByTimeAsync(7_000);
    expect(load).toHaveBeenCalledTimes(4);
    expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBe('1');
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('throws the update error when the page was already reloaded once', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_FLAG, '1');
    const env = environment();
    const result = loadWithRetry(vi.fn().mockRejectedValue(chunkError()), env).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(7_000);
    expect(await result).toBeInstanceOf(AppUpdateError);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('does not retry an error that is not a chunk failure', async () => {
    const load = vi.fn().mockRejectedValue(new ReferenceError('x is not defined'));
    await expect(loadWithRetry(load, environment())).rejects.toBeInstanceOf(ReferenceError);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('lazyWithRetry', () => {
  it('preloads the code once, and the render uses what was preloaded', async () => {
    vi.useRealTimers();
    const Page = () => <p>Loaded page</p>;
    const load = vi.fn(async () => Page);
    const LazyPage = lazyWithRetry(load);
    LazyPage.preload();
    LazyPage.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(await screen.findByText('Loaded page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
