import { realtimeTimings } from '@auction/contracts';

/** Delay before reconnect attempt `attempt` (1-based): 1 s doubling to at most 30 s. */
export function reconnectDelay(attempt: number): number {
  const step = Math.max(1, Math.floor(attempt));
  return Math.min(realtimeTimings.reconnectBaseMs * 2 ** (step - 1), realtimeTimings.reconnectMaxMs);
}
