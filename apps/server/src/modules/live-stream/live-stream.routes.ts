import { liveStreamCloseCodes } from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { AppError } from '../../errors';
import {
  type SocketCounter,
  tooManyConnectionsCloseCode,
  tooManyConnectionsText,
  tooManyScreensText,
} from '../../realtime/socket-counter';
import { sessionExpiredText } from '../../realtime/socket-session';
import type { Authenticate, SignedInUser } from '../auth/authenticator';
import type { Sessions } from '../auth/sessions';
import type { SettingsService } from '../settings/settings.service';
import { createStreamRelay } from './stream-relay';
import type { RoomLimits } from './stream-room';
import { refuse, servePublisher, serveViewer } from './stream-sockets';

/** The live sale of an id, as its viewer may see it (drafts for staff only). */
export type FindLiveSale = (
  auctionId: string,
  viewer: { withDrafts: boolean },
) => Promise<{ id: string; type: string } | null>;

export interface LiveStreamOptions {
  authenticate: Authenticate;
  sessions: Pick<Sessions, 'guard'>;
  settings: Pick<SettingsService, 'maintenance'>;
  findAuction: FindLiveSale;
  redis: Redis | null;
  allowedOrigins: string[];
  limits?: RoomLimits;
  /** Open sockets per address (signed out) and per user, shared with the real-time channel's. */
  sockets: SocketCounter;
}

const paramsSchema = z.object({ auctionId: z.string().max(200) });
const querySchema = z.object({ token: z.string().max(4096).optional() });
type Role = 'publisher' | 'viewer';

const isStaff = (user: SignedInUser | null) =>
  user?.roles.some((role) => role === 'Admin' || role === 'Staff') ?? false;

/** GET /api/live-stream/:auctionId/publish and /watch: the `-sst` rooms' picture, over WebSocket. */
export const liveStreamRoutes: FastifyPluginAsyncZod<LiveStreamOptions> = async (app, options) => {
  const { authenticate, sessions, settings, findAuction } = options;
  const relay = await createStreamRelay({
    redis: options.redis,
    limits: options.limits,
    onError: (error) => app.log.warn({ err: error }, 'live stream relay error'),
  });
  app.addHook('onClose', () => relay.close());

  const sessionEnded = (socket: WebSocket) =>
    refuse(socket, liveStreamCloseCodes.unauthenticated, 'UNAUTHENTICATED', sessionExpiredText);

  /** The auction id and who is on the socket when it may go on; otherwise it is refused and closed. */
  async function admit(socket: WebSocket, role: Role, auctionId: string, address: string, token?: string) {
    const { limits } = options.sockets;
    if (!(await options.sockets.admitGuest(address, socket))) {
      const text = tooManyConnectionsText(limits.guestsPerAddress);
      refuse(socket, tooManyConnectionsCloseCode, 'TOO_MANY_CONNECTIONS', text);
      return null;
    }
    const user = token ? await authenticate(token) : null;
    if (token && !user) {
      sessionEnded(socket);
      return null;
    }
    if (user && !options.sockets.signIn(socket, user.id)) {
      const text = tooManyScreensText(limits.perUser);
      refuse(socket, tooManyConnectionsCloseCode, 'TOO_MANY_CONNECTIONS', text);
      return null;
    }
    if (role === 'publisher' && !user) {
      refuse(socket, liveStreamCloseCodes.unauthenticated, 'UNAUTHENTICATED', 'Sign in to continue.');
      return null;
    }
    if (role === 'publisher' && !isStaff(user)) {
      refuse(socket, liveStreamCloseCodes.forbidden, 'FORBIDDEN', 'Only staff may stream the room camera.');
      return null;
    }
    const maintenance = await settings.maintenance();
    if (maintenance.on && !user?.roles.includes('Admin')) {
      refuse(socket, liveStreamCloseCodes.maintenance, 'MAINTENANCE', maintenance.message);
      return null;
    }
    const auction = await findAuction(auctionId, { withDrafts: isStaff(user) }).catch(() => null);
    if (auction?.type !== 'live') {
      refuse(socket, liveStreamCloseCodes.notFound, 'NOT_FOUND', 'This live sale was not found.');
      return null;
    }
    return { auctionId: auction.id, user };
  }

  /** The clerk's camera is a staff action: it stops when the clerk's session ends. */
  function guardCamera(socket: WebSocket, user: SignedInUser) {
    const stop = sessions.guard(
      user,
      () => sessionEnded(socket),
      (error) => app.log.warn({ err: error }, "re-reading a camera socket's session failed"),
    );
    socket.on('close', stop);
  }

  function connect(socket: WebSocket, role: Role, auctionId: string, address: string, token?: string) {
    // Messages that arrive while the socket is being admitted wait for it, in order.
    const early: [unknown, boolean][] = [];
    let handle: ((data: unknown, isBinary: boolean) => void) | null = null;
    socket.on('message', (data, isBinary) => {
      if (handle) handle(data, isBinary);
      else early.push([data, isBinary]);
    });
    admit(socket, role, auctionId, address, token)
      .then((admitted) => {
        if (!admitted || socket.readyState !== socket.OPEN) return;
        if (role === 'publisher' && admitted.user) guardCamera(socket, admitted.user);
        const input = { socket, auctionId: admitted.auctionId, relay };
        handle = role === 'publisher' ? servePublisher({ ...input, log: app.log }) : serveViewer(input);
        for (const [data, isBinary] of early.splice(0)) handle(data, isBinary);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'opening a live stream socket failed');
        socket.close(1011, 'server error');
      });
  }

  const route = (role: Role) =>
    app.route({
      method: 'GET',
      url: `/api/live-stream/:auctionId/${role === 'publisher' ? 'publish' : 'watch'}`,
      schema: { hide: true, params: paramsSchema, querystring: querySchema },
      // Browsers always send Origin; a page on another site must not ride on a visitor's token.
      onRequest: async (request) => {
        const origin = request.headers.origin;
        if (origin && !options.allowedOrigins.includes(origin)) {
          throw new AppError('FORBIDDEN', 'This origin may not open the live stream.');
        }
      },
      handler: async (_request, reply) =>
        reply
          .code(426)
          .header('upgrade', 'websocket')
          .send({ message: 'This address speaks WebSocket only.' }),
      wsHandler: (socket, request) =>
        connect(socket, role, request.params.auctionId, request.ip, request.query.token),
    });
  route('publisher');
  route('viewer');
};
