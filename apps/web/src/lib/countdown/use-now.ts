import { createContext, useContext, useSyncExternalStore } from 'react';

// One clock for the whole page: every countdown reads it, so a grid of 60 lots runs one timer.
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    now = Date.now();
    timer = setInterval(tick, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/**
 * The instant a server-rendered page was rendered at (decision 0070): the server's render and the
 * browser's hydration both read it, so their countdowns say the same; null in a browser-only render.
 */
export const RenderedAtContext = createContext<number | null>(null);

/** The current time in milliseconds, updated once a second while any component listens. */
export function useNow(): number {
  const renderedAt = useContext(RenderedAtContext);
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => renderedAt ?? now,
  );
}

/** How many page clocks are running (tests check that many countdowns share one). */
export function runningClocks(): number {
  return timer === null ? 0 : 1;
}
