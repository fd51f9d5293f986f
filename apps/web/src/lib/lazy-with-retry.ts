import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Spec section 9: a page chunk is retried 3 times, after 1, 2 and 4 s. */
export const LAZY_RETRY_DELAYS_MS = [1_000, 2_000, 4_000] as const;
/** Set before the one automatic reload, so a second failure shows the update screen instead. */
export const CHUNK_RELOAD_FLAG = 'chunk-reload-attempted';

/** Thrown when the code on the page no longer matches the server: the update screen takes over. */
export class AppUpdateError extends Error {
  override name = 'AppUpdateError';
}

const chunkErrorPattern =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading (CSS )?chunk|ChunkLoadError|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof AppUpdateError) return true;
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || chunkErrorPattern.test(error.message);
}

export interface LoadEnvironment {
  sleep(ms: number): Promise<void>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload(): void;
}

const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

const browserEnvironment: LoadEnvironment = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  get storage() {
    // A server render (decision 0070) has no session storage and never reloads.
    return typeof window === 'undefined' ? noStorage : window.sessionStorage;
  },
  reload: () => window.location.reload(),
};

export async function loadWithRetry<T>(
  load: () => Promise<T>,
  env: LoadEnvironment = browserEnvironment,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const loaded = await load();
      env.storage.removeItem(CHUNK_RELOAD_FLAG);
      return loaded;
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      const delay = LAZY_RETRY_DELAYS_MS[attempt];
      if (delay !== undefined) {
        await env.sleep(delay);
        continue;
      }
      if (env.storage.getItem(CHUNK_RELOAD_FLAG)) {
        throw new AppUpdateError('A new version of the application is available.', { cause: error });
      }
      env.storage.setItem(CHUNK_RELOAD_FLAG, '1');
      env.reload();
      // The page is going away; never settle, so nothing renders an error in the meantime.
      return new Promise<T>(() => undefined);
    }
  }
}

/** A lazy page that can start loading before it renders, e.g. from its route's loader. */
export type PreloadableLazy<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the code (once); rendering then waits only for what is left. */
  preload(): void;
};

/** React.lazy with the spec's chunk retry, reload and update-screen policy. */
export function lazyWithRetry<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= loadWithRetry(load);
    return loading;
  };
  const component = lazy(() => start().then((loaded) => ({ default: loaded }))) as PreloadableLazy<P>;
  // A failed preload is not reported here: the render that follows meets the same failure.
  component.preload = () => void start().catch(() => undefined);
  return component;
}
