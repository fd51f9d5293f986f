import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { HouseMetrics } from '../modules/metrics/house-metrics';
import { createLocalBus, createRedisBus, type EventBus } from './bus';
import { createHub, type Hub } from './hub';

export interface Realtime {
  hub: Hub;
  /** The command connection, shared with the rate-limit store; null without REDIS_URL. */
  redis: Redis | null;
  close(): Promise<void>;
}

/** With REDIS_URL the hub fans out through Redis; without it, within this process. */
export async function connectRealtime(
  config: Pick<Config, 'redisUrl'>,
  clock: Clock,
  log: FastifyBaseLogger,
  metrics?: Pick<HouseMetrics, 'eventDelivered'>,
): Promise<Realtime> {
  const onDelivered = metrics?.eventDelivered;
  if (!config.redisUrl) {
    const hub = createHub({ bus: createLocalBus(), clock, onDelivered });
    return { hub, redis: null, close: () => hub.close() };
  }
  // Without an offline queue, a Redis outage fails fast (rate limits skip, events drop and
  // clients resync by `seq`) instead of piling up requests.
  const redis = new Redis(config.redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  redis.on('error', (error) => log.warn({ err: error }, 'redis connection error'));
  await redis.connect();
  let bus: EventBus;
  try {
    bus = await createRedisBus(redis, (error) => log.warn({ err: error }, 'redis subscriber error'));
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  const hub = createHub({ bus, clock, onDelivered });
  return {
    hub,
    redis,
    async close() {
      await hub.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
