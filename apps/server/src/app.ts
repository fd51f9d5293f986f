import { fileURLToPath } from 'node:url';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './clock';
import { buildHouse } from './composition/house';
import { buildPlatform } from './composition/platform';
import type { RuntimeConfig } from './config';
import { openDatabase } from './db/client';
import type { DatabaseHandle } from './db/database';
import type { ReportError } from './error-reporting';
import type { BackgroundWork } from './jobs/background-work';
import { loggerOptions, requestIdOf } from './logger';
import { type MailTransport, smtpTransport } from './mail/mail-transport';
import { memoryLoginFailures, redisLoginFailures } from './modules/auth/login-failures';
import type { ClosingService } from './modules/closing/closing.service';
import { createShutdownState, type ShutdownState } from './modules/health/shutdown';
import { localPresence, redisPresence } from './modules/live-sale/live-presence';
import { createHouseMetrics } from './modules/metrics/house-metrics';
import { httpMetricsPlugin } from './modules/metrics/http-metrics.plugin';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { errorHandlerPlugin } from './plugins/error-handler';
import { maintenancePlugin } from './plugins/maintenance';
import { privateAnswersPlugin } from './plugins/private-answers';
import { defaultRateLimits, type RateLimitTable, rateLimitsPlugin } from './plugins/rate-limits';
import { securityHeadersPlugin } from './plugins/security-headers';
import { swaggerPlugin } from './plugins/swagger';
import { textCheckPlugin } from './plugins/text-check';
import { connectRealtime } from './realtime/connect';
import type { Hub } from './realtime/hub';
import { assembleHandlers, channelHandlers } from './realtime/message-handlers';
import { createSocketCounter, type SocketLimits } from './realtime/socket-counter';
import { realtimeRoutes } from './realtime/ws.routes';
import { createSeoRepository } from './seo/seo.repository';
import { seoRoutes } from './seo/seo.routes';
import { createSeoResolvers } from './seo/seo-resolvers';
import { webAppPlugin } from './web/web-app.plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rooms and fan-out of real-time events (services publish here after their commit). */
    hub: Hub;
    /** The closing pass the lot-closing job runs every second (tests run it by hand). */
    closing: ClosingService;
    /** Work requests start after their answer (tests wait for it before reading the outbox). */
    background: BackgroundWork;
    /** Set when a stop begins (`shutDown`): readiness answers 503 and new sockets are turned away. */
    shutdown: ShutdownState;
  }
}

export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppDeps {
  /** An open, migrated database; without it the app opens (and closes) its own. */
  database?: DatabaseHandle;
  clock?: Clock;
  /** Overrides the SMTP transport (tests); null forces the outbox-only mode. */
  mailTransport?: MailTransport | null;
  /** The built web app; null serves the API only. */
  webDistDir?: string | null;
  rateLimits?: Partial<RateLimitTable>;
  /** Prefix of rate-limit keys in Redis, so separate deployments or test runs do not share counts. */
  rateLimitNamespace?: string;
  pingIntervalMs?: number;
  /** Overrides the socket limits of the config (benchmarks open thousands from one machine and one clerk). */
  socketLimits?: Partial<SocketLimits>;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /**
   * Runs the background jobs (mail sender, lot closing). `main.ts` turns them on; tests leave
   * them off and drive a job themselves, so no ticker changes another test's data behind it.
   */
  startJobs?: boolean;
  /** Sees every route as it is registered (the authorization matrix test lists them). */
  onRoute?: (route: { method: string; url: string }) => void;
  /** Where unexpected errors go besides the log (Sentry when configured). */
  reportError?: ReportError;
}

/** The whole application as one Fastify instance; `main.ts` only listens. */
export async function buildApp(config: RuntimeConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger === false ? false : loggerOptions(config, deps.logStream),
    trustProxy: config.trustProxy,
    genReqId: requestIdOf,
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const onRoute = deps.onRoute;
  if (onRoute) {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) onRoute({ method, url: route.url });
    });
  }

  const ownsDatabase = !deps.database;
  const database =
    deps.database ??
    (await openDatabase(config, (error) =>
      app.log.error({ err: error }, 'database connection or lock failed'),
    ));
  if (ownsDatabase) await database.migrate();
  // Made before the hub, which counts its deliveries; one registry per app instance.
  const metrics = createHouseMetrics();
  const shutdown = createShutdownState();
  const realtime = await connectRealtime(config, deps.clock ?? systemClock, app.log, metrics);
  const mailTransport =
    deps.mailTransport === undefined
      ? config.smtpUrl
        ? smtpTransport(config.smtpUrl)
        : null
      : deps.mailTransport;
  const clock = deps.clock ?? systemClock;
  const platform = buildPlatform({
    config,
    db: database.db,
    log: app.log,
    clock,
    hub: realtime.hub,
    mailTransport,
    metrics,
    shutdown,
  });
  const sockets = createSocketCounter(
    { ...config.sockets, ...deps.socketLimits },
    async () => (await platform.settings.get()).saleroom_addresses,
  );
  const house = buildHouse(platform, {
    presence: realtime.redis
      ? redisPresence(realtime.redis, (error) =>
          app.log.warn({ err: error }, 'live room presence in redis failed'),
        )
      : localPresence(),
    loginFailures: realtime.redis
      ? redisLoginFailures(realtime.redis, deps.rateLimitNamespace ?? 'rate-limit:')
      : memoryLoginFailures(),
    redis: realtime.redis,
    sockets,
  });
  for (const module of house.modules) await module.ready?.();
  const jobs = house.modules.flatMap((module) => module.jobs ?? []);
  for (const job of jobs) job.onFailure?.(metrics.jobFailed);

  app.decorate('hub', realtime.hub);
  app.decorate('closing', house.closing);
  app.decorate('background', platform.background);
  app.decorate('shutdown', shutdown);
  // The request's id goes back to the caller, so a complaint can quote it.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => {
    await platform.background.settled();
    for (const job of jobs) await job.stop();
    for (const module of house.modules) await module.close?.();
    await platform.mailSender?.stop();
    mailTransport?.close?.();
    await realtime.close();
    if (ownsDatabase) await database.close();
  });

  await app.register(errorHandlerPlugin, { report: deps.reportError });
  await app.register(httpMetricsPlugin, { metrics });
  await app.register(textCheckPlugin);
  await app.register(securityHeadersPlugin, { config });
  // Before any route: compression hooks onto the routes registered after it.
  await app.register(compressionPlugin);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const siteName = await platform.siteName();
  await app.register(swaggerPlugin, { siteName, publicUrl: config.publicUrl });
  await app.register(authPlugin, { authenticate: platform.authenticate });
  await app.register(privateAnswersPlugin);
  await app.register(maintenancePlugin, { settings: platform.settings });
  await app.register(rateLimitsPlugin, {
    redis: realtime.redis,
    namespace: deps.rateLimitNamespace ?? 'rate-limit:',
    table: { ...defaultRateLimits, ...deps.rateLimits },
  });

  for (const module of house.modules) await app.register(module.plugin);
  await app.register(realtimeRoutes, {
    hub: realtime.hub,
    authenticate: platform.authenticate,
    sessions: platform.sessions,
    settings: platform.settings,
    presence: house.presence,
    allowedOrigins: config.allowedOrigins,
    handlers: assembleHandlers(
      channelHandlers(house.presence),
      ...house.modules.map((module) => module.handlers ?? {}),
    ),
    ...(deps.pingIntervalMs ? { pingIntervalMs: deps.pingIntervalMs } : {}),
    sockets,
    metrics,
    isStopping: () => shutdown.isStopping,
  });
  const seoRepository = createSeoRepository(database.db);
  const webDistDir = deps.webDistDir === undefined ? defaultWebDistDir : deps.webDistDir;
  await app.register(seoRoutes, {
    seo: seoRepository,
    publicUrl: config.publicUrl,
    cmsPages: () => house.seo.cms.publishedPaths(),
  });
  await app.register(webAppPlugin, {
    distDir: webDistDir,
    maintenanceOn: async () => (await platform.settings.maintenance()).on,
    clock,
    seo: createSeoResolvers({
      settings: platform.settings,
      publicUrl: config.publicUrl,
      ...house.seo,
      seo: seoRepository,
      mediaUrl: (key) => platform.media.url(key),
      webDistDir,
    }),
  });

  if (deps.startJobs === true) {
    platform.mailSender?.start();
    for (const job of jobs) job.start();
  }
  return app;
}
