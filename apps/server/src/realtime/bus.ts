import { randomUUID } from 'node:crypto';
import { type EventEnvelope, eventEnvelopeSchema } from '@auction/contracts';
import type { Redis } from 'ioredis';
import { z } from 'zod';

/**
 * Carries events to the other server instances; each instance delivers to its own sockets. The
 * publishing instance delivers locally itself, so its sockets never depend on the bus.
 */
export interface EventBus {
  publish(envelope: EventEnvelope): Promise<void>;
  onEvent(listener: (envelope: EventEnvelope) => void): void;
  /**
   * Since when (ms) this instance has heard every event of the others without a break; null while
   * it is cut off. A fact read before then may have missed a notice that changed it.
   */
  hearingSince(): number | null;
  close(): Promise<void>;
}

/** One process: there is nobody else to tell, and nothing to miss. */
export function createLocalBus(): EventBus {
  return {
    async publish() {},
    onEvent() {},
    hearingSince: () => 0,
    async close() {},
  };
}

export const eventsChannel = 'auction-house:events';
const busMessageSchema = z.object({ origin: z.string(), envelope: eventEnvelopeSchema });

/**
 * Redis pub/sub between instances: one connection publishes, one subscribes. Pub/sub is
 * at-most-once (a Redis outage drops events); clients notice a gap by `seq` and refetch.
 */
export async function createRedisBus(publisher: Redis, onError: (error: unknown) => void): Promise<EventBus> {
  const origin = randomUUID();
  const subscriber = publisher.duplicate();
  const listeners: ((envelope: EventEnvelope) => void)[] = [];
  let hearingSince: number | null = null;
  // ioredis subscribes again on its own after a reconnect; what was published meanwhile is lost.
  subscriber.on('ready', () => {
    hearingSince = Date.now();
  });
  for (const cutOff of ['close', 'reconnecting', 'end']) {
    subscriber.on(cutOff, () => {
      hearingSince = null;
    });
  }
  subscriber.on('error', onError);
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== eventsChannel) return;
    try {
      const message = busMessageSchema.parse(JSON.parse(text));
      if (message.origin === origin) return;
      for (const listener of listeners) listener(message.envelope);
    } catch (error) {
      onError(error);
    }
  });
  await subscriber.connect();
  await subscriber.subscribe(eventsChannel);
  return {
    async publish(envelope) {
      try {
        await publisher.publish(eventsChannel, JSON.stringify({ origin, envelope }));
      } catch (error) {
        onError(error);
      }
    },
    onEvent(listener) {
      listeners.push(listener);
    },
    hearingSince: () => hearingSince,
    async close() {
      listeners.length = 0;
      subscriber.disconnect();
    },
  };
}
