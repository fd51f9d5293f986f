import { isAxiosError } from 'axios';
import { classifyError } from './messages';

/** Spec section 9: up to 3 automatic retries. */
export const MAX_RETRIES = 3;
const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 10_000;

/** Delay before retry number `attempt` (1-based): 1 s, 2 s, 4 s ..., capped at 10 s. */
export function retryDelay(attempt: number): number {
  const step = Math.max(1, Math.floor(attempt));
  return Math.min(BASE_DELAY_MS * 2 ** (step - 1), MAX_DELAY_MS);
}

/** Retry on no response, on time-out or network errors, and on 5xx except 503. */
export function isRetryableError(error: unknown): boolean {
  switch (classifyError(error)) {
    case 'no-response':
    case 'timeout':
    case 'server':
      return true;
    default:
      return false;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface WithRetryOptions {
  retries?: number;
  delayMs?: number;
  shouldRetry?: (error: unknown) => boolean;
}

/** Runs `fn` again after a fixed delay when it fails with a retryable error (default 5 × 2000 ms). */
export async function withRetry<T>(fn: () => Promise<T>, options: WithRetryOptions = {}): Promise<T> {
  const { retries = 5, delayMs = 2_000 } = options;
  const shouldRetry = options.shouldRetry ?? ((error) => !isAxiosError(error) || isRetryableError(error));
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= retries || !shouldRetry(error)) throw error;
      await sleep(delayMs);
    }
  }
}
