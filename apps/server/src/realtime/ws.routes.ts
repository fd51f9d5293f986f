import { randomUUID } from 'node:crypto';
import { clientMessageSchema, realtimeTimings } from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { AppError } from '../errors';
import type { Authenticate } from '../modules/auth/authenticator';
import type { Sessions } from '../modules/auth/sessions';
import { serviceRestartCloseCode } from '../modules/health/shutdown';
import type { HouseMetrics } from '../modules/metrics/house-metrics';
import type { SettingsService } from '../modules/settings/settings.service';
import { findBadText } from '../plugins/text-check';
import { ClientConnection, closeCodes } from './client-connection';
import { type Hub, userRoom } from './hub';
import type { MessageHandlers, RoomPresence } from './message-handler';
import { actsAsUser, dispatch } from './message-handlers';
import {
  type SocketCounter,
  tooManyConnectionsCloseCode,
  tooManyConnectionsText,
  tooManyScreensText,
} from './socket-counter';
import { keepSessionCurrent, type SocketSession, sessionExpiredText } from './socket-session';

export interface RealtimeOptions {
  hub: Hub;
  authenticate: Authenticate;
  sessions: Sessions;
  settings: Pick<SettingsService, 'maintenance'>;
  /** Who is in which live room (the live sale's count). */
  presence: RoomPresence;
  allowedOrigins: string[];
  handlers: MessageHandlers;
  pingIntervalMs?: number;
  /** Open sockets per address (signed out) and per user, shared with the room camera's. */
  sockets: SocketCounter;
  /** Counts this instance's open sockets (`/metrics`). */
  metrics?: Pick<HouseMetrics, 'socketOpened' | 'socketClosed'>;
  /** True once a stop has begun: a new socket is told to reconnect (elsewhere) at once. */
  isStopping?: () => boolean;
}

const querySchema = z.object({ token: z.string().max(4096).optional() });

function parseMessage(data: unknown): ReturnType<typeof clientMessageSchema.safeParse> | null {
  try {
    return clientMessageSchema.safeParse(JSON.parse(String(data)));
  } catch {
    return null;
  }
}

/** GET /api/ws?token=...: the spec's real-time channel. */
export const realtimeRoutes: FastifyPluginAsyncZod<RealtimeOptions> = async (app, options) => {
  const { handlers } = options;
  const pingIntervalMs = options.pingIntervalMs ?? realtimeTimings.serverPingIntervalMs;

  /** Beyond a limit of the address or the user, the socket is told why and closed. */
  function tooMany(client: ClientConnection, message: string): false {
    client.error('TOO_MANY_CONNECTIONS', message);
    client.close(tooManyConnectionsCloseCode, 'too many connections');
    return false;
  }

  async function refusedForMaintenance(client: ClientConnection): Promise<boolean> {
    const maintenance = await options.settings.maintenance();
    if (!maintenance.on || client.user?.roles.includes('Admin')) return false;
    client.error('MAINTENANCE', maintenance.message);
    client.close(closeCodes.maintenance, 'maintenance');
    return true;
  }

  async function open(
    client: ClientConnection,
    token: string | undefined,
    address: string,
  ): Promise<boolean> {
    const { sockets } = options;
    // Counted for its address until its token is read; then for its user (decision 0091).
    if (!(await sockets.admitGuest(address, client.socket))) {
      return tooMany(client, tooManyConnectionsText(sockets.limits.guestsPerAddress));
    }
    if (token) {
      client.user = await options.authenticate(token);
      if (!client.user) {
        client.error('UNAUTHENTICATED', sessionExpiredText);
        client.close(closeCodes.unauthenticated, 'unauthenticated');
        return false;
      }
      if (!sockets.signIn(client.socket, client.user.id)) {
        return tooMany(client, tooManyScreensText(sockets.limits.perUser));
      }
    }
    if (await refusedForMaintenance(client)) return false;
    const user = client.user
      ? { id: client.user.id, name: client.user.row.name, roles: client.user.roles }
      : null;
    if (client.user) options.hub.join(client, userRoom(client.user.id));
    client.send({ type: 'authenticated', user, timestamp: Date.now() });
    return true;
  }

  function connect(socket: WebSocket, token: string | undefined, address: string, socketReqId: string) {
    const client = new ClientConnection(socket);
    if (options.isStopping?.()) {
      client.close(serviceRestartCloseCode, 'service restart');
      return;
    }
    options.metrics?.socketOpened();
    socket.once('close', () => options.metrics?.socketClosed());
    const ready: Promise<SocketSession | null> = open(client, token, address)
      .then((isOpen) => (isOpen ? keepSessionCurrent(client, options, app.log) : null))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'opening a real-time connection failed');
        client.close(1011, 'server error');
        return null;
      });
    // Each tick also re-checks maintenance and the session, so sockets opened before close too.
    async function tick(session: SocketSession) {
      if (Date.now() - client.lastPongAt > 3 * pingIntervalMs) {
        client.close(closeCodes.stale, 'no pong');
        return;
      }
      if (await refusedForMaintenance(client)) return;
      await session.recheck();
      client.send({ type: 'ping', timestamp: Date.now() });
    }
    let ping: NodeJS.Timeout | undefined;
    void ready.then((session) => {
      if (!session || socket.readyState !== socket.OPEN) return;
      ping = setInterval(() => {
        tick(session).catch((error: unknown) => app.log.error({ err: error }, 'real-time ping failed'));
      }, pingIntervalMs);
    });

    async function handle(data: unknown): Promise<void> {
      const session = await ready;
      if (!session) return;
      const parsed = parseMessage(data);
      if (!parsed?.success) {
        const message =
          parsed?.error.issues.map((issue) => issue.message).join('; ') ?? 'Messages must be JSON.';
        client.error('VALIDATION_FAILED', message);
        return;
      }
      const badText = findBadText(parsed.data, 'message');
      if (badText) {
        const requestId = 'request_id' in parsed.data ? parsed.data.request_id : undefined;
        client.error('VALIDATION_FAILED', `${badText.field}: ${badText.message}`, {
          in_reply_to: parsed.data.type,
          ...(requestId ? { request_id: requestId } : {}),
        });
        return;
      }
      // Each message (a bid) gets its own request id; the socket's ties it to the connection.
      const log = app.log.child({ reqId: randomUUID(), socketReqId });
      try {
        if (parsed.data.type !== 'pong' && (await refusedForMaintenance(client))) return;
        if (actsAsUser.has(parsed.data.type)) await session.recheck();
        await dispatch(handlers, { client, message: parsed.data, hub: options.hub, log });
      } catch (error) {
        log.error({ err: error, type: parsed.data.type }, 'a real-time message failed');
        client.error('INTERNAL', 'An unexpected error occurred. Please try again later.', {
          in_reply_to: parsed.data.type,
        });
      }
    }

    // One message at a time, in the order they arrived (bids are answered in order).
    let queue: Promise<void> = Promise.resolve();
    socket.on('message', (data) => {
      queue = queue.then(() => handle(data));
    });
    socket.on('close', () => {
      clearInterval(ping);
      void ready.then((session) => session?.stop());
      options.hub.leaveAll(client);
      options.presence
        .leaveAll(client)
        .catch((error: unknown) => app.log.warn({ err: error }, 'leaving the live rooms failed'));
    });
  }

  app.route({
    method: 'GET',
    url: '/api/ws',
    schema: { hide: true, querystring: querySchema },
    // Browsers always send Origin; a page on another site must not ride on a visitor's token.
    onRequest: async (request) => {
      const origin = request.headers.origin;
      if (origin && !options.allowedOrigins.includes(origin)) {
        throw new AppError('FORBIDDEN', 'This origin may not open the real-time channel.');
      }
    },
    handler: async (_request, reply) =>
      reply.code(426).header('upgrade', 'websocket').send({ message: 'This address speaks WebSocket only.' }),
    wsHandler: (socket, request) => connect(socket, request.query.token, request.ip, request.id),
  });
};
