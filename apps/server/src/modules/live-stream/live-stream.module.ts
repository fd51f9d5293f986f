import type { Redis } from 'ioredis';
import { defineModule, routeGroup } from '../../platform/module';
import type { SocketCounter } from '../../realtime/socket-counter';
import { type LiveStreamOptions, liveStreamRoutes } from './live-stream.routes';

type LiveStreamNeeds = Omit<LiveStreamOptions, 'redis' | 'sockets'> & {
  /** The relay between instances; null without REDIS_URL. */
  redis: Redis | null;
  /** Open sockets per address, shared with the real-time channel's. */
  sockets: SocketCounter;
};

/** The `-sst` rooms' camera picture, relayed through this server. */
export const liveStreamModule = defineModule({
  name: 'live-stream',
  build: (needs: LiveStreamNeeds) => ({ routes: [routeGroup(liveStreamRoutes, needs)] }),
});
