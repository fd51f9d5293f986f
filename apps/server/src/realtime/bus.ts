import { type EventEnvelope, eventEnvelopeSchema } from '@auction/contracts';
import type { Redis } from 'ioredis';

/** Carries events between server instances; each instance delivers to its own sockets. */
export interface EventBus {
  publish(envelope: EventEnvelope): Promise<void>;
  onEvent(listener: (envelope: EventEnvelope) => void): void;
  close(): Promise<void>;
}

/** One process: publishing is delivering. */
export function createLocalBus(): EventBus {
  const listeners: ((envelope: EventEnvelope) => void)[] = [];
  return {
    async publish(envelope) {
      for (const listener of listeners) listener(envelope);
    },
    onEvent(listener) {
      listeners.push(listener);
    },
    async close() {
      listeners.length = 0;
    },
  };
}

export const eventsChannel = 'auction-house:events';

/**
 * Redis pub/sub between instances: one connection publishes, one subscribes. Pub/sub is
 * at-most-once; clients notice a gap by `seq` and refetch from the database.
 */
export async function createRedisBus(publisher: Redis, onError: (error: unknown) => void): Promise<EventBus> {
  const subscriber = publisher.duplicate();
  const listeners: ((envelope: EventEnvelope) => void)[] = [];
  subscriber.on('error', onError);
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== eventsChannel) return;
    try {
      const envelope = eventEnvelopeSchema.parse(JSON.parse(message));
      for (const listener of listeners) listener(envelope);
    } catch (error) {
      onError(error);
    }
  });
  await subscriber.connect();
  await subscriber.subscribe(eventsChannel);
  return {
    async publish(envelope) {
      await publisher.publish(eventsChannel, JSON.stringify(envelope));
    },
    onEvent(listener) {
      listeners.push(listener);
    },
    async close() {
      listeners.length = 0;
      subscriber.disconnect();
    },
  };
}
