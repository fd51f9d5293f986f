import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './clock';
import type { RuntimeConfig } from './config';
import { openDatabase } from './db/client';
import type { DatabaseHandle } from './db/database';
import type { ReportError } from './error-reporting';
import type { BackgroundWork } from './jobs/background-work';
import { createLotClosingJob } from './jobs/lot-closing';
import { loggerOptions } from './logger';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes';
import { auctionStatsRoutes } from './modules/auction-stats/auction-stats.routes';
import { auctionsRoutes } from './modules/auctions/auctions.routes';
import { staffAuctionsRoutes } from './modules/auctions/staff-auctions.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { redisLoginFailures } from './modules/auth/login-failures';
import { createBackupScheduleJob } from './modules/backups/backups.job';
import { backupsRoutes } from './modules/backups/backups.routes';
import { bidsRoutes } from './modules/bids/bids.routes';
import { buyNowRoutes } from './modules/buy-now/buy-now.routes';
import { categoriesRoutes } from './modules/categories/categories.routes';
import { staffCategoriesRoutes } from './modules/categories/staff-categories.routes';
import { createClosingRepository } from './modules/closing/closing.repository';
import { type ClosingService, createClosingService } from './modules/closing/closing.service';
import { cmsRoutes, pagesRoutes } from './modules/cms/cms.routes';
import { commissionProfilesRoutes } from './modules/commission-profiles/commission-profiles.routes';
import { consignorPortalRoutes } from './modules/consignor-portal/consignor-portal.routes';
import { consignorStatementsRoutes } from './modules/consignor-statements/consignor-statements.routes';
import { consignorsRoutes } from './modules/consignors/consignors.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { healthRoutes } from './modules/health/health.routes';
import { imageImportRoutes } from './modules/image-import/image-import.routes';
import { incrementProfilesRoutes } from './modules/increment-profiles/increment-profiles.routes';
import { inventoryRoutes } from './modules/inventory/inventory.routes';
import { createInventoryImportJob } from './modules/inventory-import/inventory-import.job';
import { inventoryImportsRoutes } from './modules/inventory-import/inventory-imports.routes';
import { lottingRoutes } from './modules/inventory-lotting/lotting.routes';
import {
  invoicePdfRoutes,
  staffInvoiceDocumentsRoutes,
} from './modules/invoice-documents/invoice-documents.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { staffInvoicesRoutes } from './modules/invoices/staff-invoices.routes';
import { taxRatesRoutes } from './modules/invoices/tax-rates.routes';
import { labelsRoutes } from './modules/labels/labels.routes';
import { redisPresence } from './modules/live-sale/live-presence';
import { liveSaleRoutes } from './modules/live-sale/live-sale.routes';
import { liveStreamRoutes } from './modules/live-stream/live-stream.routes';
import { locationsRoutes } from './modules/locations/locations.routes';
import { staffLotsRoutes } from './modules/lots/staff-lots.routes';
import { type MailTransport, smtpTransport } from './modules/mail/mail-transport';
import {
  campaignTrackingRoutes,
  marketingCampaignsRoutes,
} from './modules/marketing-campaigns/marketing-campaigns.routes';
import { consentLedgerRoutes, unsubscribeRoutes } from './modules/marketing-consent/marketing-consent.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { myBidsRoutes } from './modules/my-bids/my-bids.routes';
import { createPaymentRemindersJob } from './modules/payments/payment-flags';
import { payRoutes, staffPaymentsRoutes } from './modules/payments/payments.routes';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes';
import { pickupRoutes } from './modules/pickup/pickup.routes';
import { releaseDeskRoutes } from './modules/pickup/release-desk.routes';
import { floorRegistrationsRoutes } from './modules/registrations/floor-registrations.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { settingsLogosRoutes } from './modules/settings/settings-logos.routes';
import { usersRoutes } from './modules/users/users.routes';
import { watchlistRoutes } from './modules/watchlist/watchlist.routes';
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
import { defaultHandlers, type MessageHandlers } from './realtime/message-handlers';
import { createSocketCounter } from './realtime/socket-counter';
import { realtimeRoutes } from './realtime/ws.routes';
import { createSeoRepository } from './seo/seo.repository';
import { seoRoutes } from './seo/seo.routes';
import { createSeoResolvers } from './seo/seo-resolvers';
import { createServices } from './services';
import { webAppPlugin } from './web/web-app.plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rooms and fan-out of real-time events (services publish here after their commit). */
    hub: Hub;
    /** The closing pass the lot-closing job runs every second (tests run it by hand). */
    closing: ClosingService;
    /** Work requests start after their answer (tests wait for it before reading the outbox). */
    background: BackgroundWork;
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
  handlers?: Partial<MessageHandlers>;
  pingIntervalMs?: number;
  /** Open WebSockets one address may hold (benchmarks open thousands from one machine). */
  socketsPerAddress?: number;
  logger?: boolean;
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
    logger: deps.logger === false ? false : loggerOptions(config),
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
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
  const realtime = await connectRealtime(config, deps.clock ?? systemClock, app.log);
  const mailTransport =
    deps.mailTransport === undefined
      ? config.smtpUrl
        ? smtpTransport(config.smtpUrl)
        : null
      : deps.mailTransport;
  const services = createServices({
    config,
    db: database.db,
    log: app.log,
    clock: deps.clock ?? systemClock,
    hub: realtime.hub,
    mailTransport,
    ...(realtime.redis
      ? {
          presence: redisPresence(realtime.redis, (error) =>
            app.log.warn({ err: error }, 'live room presence in redis failed'),
          ),
          loginFailures: redisLoginFailures(realtime.redis, deps.rateLimitNamespace ?? 'rate-limit:'),
        }
      : {}),
  });

  // Existing databases get the built-in CMS pages (version 1, published) on their first start.
  await services.cms.ensureBuiltInPages();

  const closing = createClosingService({
    db: database.db,
    closing: createClosingRepository(database.db),
    hub: realtime.hub,
    mail: services.mail,
    siteName: async () => (await services.settings.get()).site_name,
    publicUrl: config.publicUrl,
    clock: deps.clock ?? systemClock,
    log: app.log,
    onAuctionClosed: async (auctionId) => {
      await services.invoices.invoiceOnClose(auctionId);
    },
  });
  const lotClosing = createLotClosingJob({ closing, log: app.log });
  const paymentReminders = createPaymentRemindersJob({ flags: services.paymentFlags, log: app.log });
  const inventoryImports = createInventoryImportJob({ imports: services.inventoryImports, log: app.log });
  const backupSchedule = createBackupScheduleJob({
    db: database.db,
    backups: services.backups,
    settings: services.settings,
    clock: deps.clock ?? systemClock,
    log: app.log,
  });

  app.decorate('hub', realtime.hub);
  app.decorate('closing', closing);
  app.decorate('background', services.background);
  app.addHook('onClose', async () => {
    await services.background.settled();
    await lotClosing.stop();
    await paymentReminders.stop();
    await inventoryImports.stop();
    await backupSchedule.stop();
    await services.campaignSender.stop();
    services.liveRoom.close();
    await services.mailSender?.stop();
    mailTransport?.close?.();
    await realtime.close();
    if (ownsDatabase) await database.close();
  });

  await app.register(errorHandlerPlugin, { report: deps.reportError });
  await app.register(textCheckPlugin);
  await app.register(securityHeadersPlugin, { config });
  // Before any route: compression hooks onto the routes registered after it.
  await app.register(compressionPlugin);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const siteName = (await services.settings.get()).site_name;
  await app.register(swaggerPlugin, { siteName, publicUrl: config.publicUrl });
  await app.register(authPlugin, { authenticate: services.authenticate });
  await app.register(privateAnswersPlugin);
  await app.register(maintenancePlugin, { settings: services.settings });
  await app.register(rateLimitsPlugin, {
    redis: realtime.redis,
    namespace: deps.rateLimitNamespace ?? 'rate-limit:',
    table: { ...defaultRateLimits, ...deps.rateLimits },
  });

  const routeGroups = [
    healthRoutes,
    authRoutes,
    usersRoutes,
    settingsRoutes,
    settingsLogosRoutes,
    contactRoutes,
    adminRoutes,
    adminDashboardRoutes,
    adminUsersRoutes,
    categoriesRoutes,
    staffCategoriesRoutes,
    auctionsRoutes,
    staffAuctionsRoutes,
    staffLotsRoutes,
    incrementProfilesRoutes,
    commissionProfilesRoutes,
    auctionStatsRoutes,
    watchlistRoutes,
    bidsRoutes,
    myBidsRoutes,
    liveSaleRoutes,
    payRoutes,
    staffPaymentsRoutes,
    stripeWebhookRoutes,
    pickupRoutes,
    releaseDeskRoutes,
    floorRegistrationsRoutes,
    invoicePdfRoutes,
    staffInvoiceDocumentsRoutes,
    invoicesRoutes,
    staffInvoicesRoutes,
    buyNowRoutes,
    taxRatesRoutes,
    inventoryImportsRoutes,
    lottingRoutes,
    imageImportRoutes,
    inventoryRoutes,
    consignorsRoutes,
    consignorStatementsRoutes,
    reportsRoutes,
    consignorPortalRoutes,
    locationsRoutes,
    labelsRoutes,
    backupsRoutes,
    unsubscribeRoutes,
    consentLedgerRoutes,
    marketingCampaignsRoutes,
    campaignTrackingRoutes,
    pagesRoutes,
    cmsRoutes,
  ];
  for (const routes of routeGroups) await app.register(routes, { services });
  await app.register(mediaRoutes, { media: services.media });
  const sockets = createSocketCounter(deps.socketsPerAddress);
  await app.register(realtimeRoutes, {
    services,
    allowedOrigins: config.allowedOrigins,
    handlers: { ...defaultHandlers, ...deps.handlers } as MessageHandlers,
    ...(deps.pingIntervalMs ? { pingIntervalMs: deps.pingIntervalMs } : {}),
    sockets,
  });
  await app.register(liveStreamRoutes, {
    services,
    redis: realtime.redis,
    allowedOrigins: config.allowedOrigins,
    sockets,
  });
  const seoRepository = createSeoRepository(database.db);
  await app.register(seoRoutes, {
    seo: seoRepository,
    publicUrl: config.publicUrl,
    cmsPages: () => services.cms.publishedPaths(),
  });
  await app.register(webAppPlugin, {
    distDir: deps.webDistDir === undefined ? defaultWebDistDir : deps.webDistDir,
    maintenanceOn: async () => (await services.settings.maintenance()).on,
    seo: createSeoResolvers({
      settings: services.settings,
      publicUrl: config.publicUrl,
      auctions: services.auctions,
      lots: services.lots,
      buyNow: services.buyNow,
      categories: services.repositories.categories,
      seo: seoRepository,
      cms: services.cms,
      mediaUrl: (key) => services.media.url(key),
      webDistDir: deps.webDistDir === undefined ? defaultWebDistDir : deps.webDistDir,
    }),
  });

  if (deps.startJobs === true) {
    services.mailSender?.start();
    lotClosing.start();
    paymentReminders.start();
    inventoryImports.start();
    backupSchedule.start();
    services.campaignSender.start();
    // Picture imports a stopped server left running say so on their page instead of running forever.
    services.imageImports
      .failInterrupted()
      .catch((error: unknown) => app.log.error({ err: error }, 'marking interrupted picture imports failed'));
  }
  return app;
}
