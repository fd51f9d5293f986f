import { clientMessageSchema, realtimeTimings } from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { AppError } from '../errors';
import type { Authenticate } from '../modules/auth/authenticator';
import type { Sessions } from '../modules/auth/sessions';
import type { SettingsService } from '../modules/settings/settings.service';
import { findBadText } from '../plugins/text-check';
import { ClientConnection, closeCodes } from './client-connection';
import { type Hub, userRoom } from './hub';
import type { MessageHandlers, RoomPresence } from './message-handler';
import { actsAsUser, dispatch } from './message-handlers';
import { type SocketCounter, tooManyConnectionsCloseCode, tooManyConnectionsText } from './socket-counter';
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
  /** Open sockets per address, shared with the room camera's. */
  sockets: SocketCounter;
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

  /** Counts the socket in for its address; beyond the limit it is told why and closed. */
  function admitAddress(client: ClientConnection, address: string): boolean {
    if (options.sockets.admit(address, client.socket)) return true;
    client.error('TOO_MANY_CONNECTIONS', tooManyConnectionsText(options.sockets.max));
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

  async function open(client: ClientConnection, token: string | undefined): Promise<boolean> {
    if (token) {
      client.user = await options.authenticate(token);
      if (!client.user) {
        client.error('UNAUTHENTICATED', sessionExpiredText);
        client.close(closeCodes.unauthenticated, 'unauthenticated');
        return false;
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

  function connect(socket: WebSocket, token: string | undefined, address: string) {
    const client = new ClientConnection(socket);
    if (!admitAddress(client, address)) return;
    const ready: Promise<SocketSession | null> = open(client, token)
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
      try {
        if (parsed.data.type !== 'pong' && (await refusedForMaintenance(client))) return;
        if (actsAsUser.has(parsed.data.type)) await session.recheck();
        await dispatch(handlers, { client, message: parsed.data, hub: options.hub });
      } catch (error) {
        app.log.error({ err: error, type: parsed.data.type }, 'a real-time message failed');
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
    wsHandler: (socket, request) => connect(socket, request.query.token, request.ip),
  });
};
