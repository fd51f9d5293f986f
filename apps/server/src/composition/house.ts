import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { adminModule } from '../modules/admin/admin.module';
import { adminDashboardModule } from '../modules/admin-dashboard/admin-dashboard.module';
import { adminUsersModule } from '../modules/admin-users/admin-users.module';
import { appManifestModule } from '../modules/app-manifest/app-manifest.module';
import { auctionStatsModule } from '../modules/auction-stats/auction-stats.module';
import { auctionsModule } from '../modules/auctions/auctions.module';
import { authModule } from '../modules/auth/auth.module';
import type { LoginFailureStore } from '../modules/auth/login-failures';
import { backupsOffsiteFor } from '../modules/backups/backup-bucket';
import { backupsModule } from '../modules/backups/backups.module';
import { bidsModule } from '../modules/bids/bids.module';
import { booksModule } from '../modules/books/books.module';
import { buyNowModule } from '../modules/buy-now/buy-now.module';
import { cashDrawerModule } from '../modules/cash-drawer/cash-drawer.module';
import { categoriesModule } from '../modules/categories/categories.module';
import { closingModule } from '../modules/closing/closing.module';
import { cmsModule } from '../modules/cms/cms.module';
import { commissionProfilesModule } from '../modules/commission-profiles/commission-profiles.module';
import { consignorPortalModule } from '../modules/consignor-portal/consignor-portal.module';
import { consignorsModule } from '../modules/consignors/consignors.module';
import { contactModule } from '../modules/contact/contact.module';
import { healthModule } from '../modules/health/health.module';
import { imageImportModule } from '../modules/image-import/image-import.module';
import { incrementProfilesModule } from '../modules/increment-profiles/increment-profiles.module';
import { inventoryModule } from '../modules/inventory/inventory.module';
import { inventoryImportModule } from '../modules/inventory-import/inventory-import.module';
import { inventoryLottingModule } from '../modules/inventory-lotting/inventory-lotting.module';
import { labelsModule } from '../modules/labels/labels.module';
import type { PresenceStore } from '../modules/live-sale/live-presence';
import { liveSaleModule } from '../modules/live-sale/live-sale.module';
import { liveStreamModule } from '../modules/live-stream/live-stream.module';
import { locationsModule } from '../modules/locations/locations.module';
import { lotGroupsModule } from '../modules/lot-groups/lot-groups.module';
import { allAlerts, mailedAlerts } from '../modules/lot-search/bidder-alerts';
import { lotSearchModule } from '../modules/lot-search/lot-search.module';
import { pushedAlerts } from '../modules/lot-search/pushed-alerts';
import { lotsModule } from '../modules/lots/lots.module';
import { createLotsRepository } from '../modules/lots/lots.repository';
import { marketingCampaignsModule } from '../modules/marketing-campaigns/marketing-campaigns.module';
import { marketingConsentModule } from '../modules/marketing-consent/marketing-consent.module';
import { mediaModule } from '../modules/media/media.module';
import { metricsModule } from '../modules/metrics/metrics.module';
import { myBidsModule } from '../modules/my-bids/my-bids.module';
import { createStripeGateway } from '../modules/payments/stripe-gateway';
import { pickupModule } from '../modules/pickup/pickup.module';
import { pushModule } from '../modules/push/push.module';
import { registrationsModule } from '../modules/registrations/registrations.module';
import { reportsModule } from '../modules/reports/reports.module';
import { salePapersModule } from '../modules/sale-papers/sale-papers.module';
import { settingsModule } from '../modules/settings/settings.module';
import { usersModule } from '../modules/users/users.module';
import { watchlistModule } from '../modules/watchlist/watchlist.module';
import type { SocketCounter } from '../realtime/socket-counter';
import { buildMoney } from './house-money';
import type { Platform } from './platform';

/**
 * Every area of the house, built in the order their needs allow. What one area needs of another
 * (the ledger, the auction lookup, the invoices made when a sale closes) is handed here, by name.
 */
export function buildHouse(
  platform: Platform,
  edge: {
    presence: PresenceStore;
    loginFailures: LoginFailureStore;
    redis: Redis | null;
    sockets: SocketCounter;
  },
) {
  const { config, db, log, clock, hub, audit, settings, mail, mailSender, media, publicUrl } = platform;
  const secret = config.jwtSecret;
  const stripe = config.stripe ? createStripeGateway(config.stripe) : null;

  const push = pushModule.build({
    db,
    clock,
    log,
    contactEmail: async () => (await settings.get()).contact_email,
    production: config.nodeEnv === 'production',
    publicUrl,
  });
  const { queuePushes } = push.provides;
  const marketingConsent = marketingConsentModule.build({ db, clock, secret });
  const { consent } = marketingConsent.provides;
  const categories = categoriesModule.build({ db });
  const incrementProfiles = incrementProfilesModule.build({ db });
  const lotRows = createLotsRepository(db);
  const auctions = auctionsModule.build({
    db,
    media,
    settings,
    lotRows,
    cardPayments: stripe !== null,
    categories: categories.provides.categories,
    incrementProfiles: incrementProfiles.provides.incrementProfiles,
  });
  const lotting = inventoryLottingModule.build({ db, auctions: auctions.provides.auctions, audit, media });
  const lots = lotsModule.build({
    lotRows,
    auctions: auctions.provides.auctions,
    media,
    onWithdrawn: lotting.provides.returnToStock,
  });
  const myBids = myBidsModule.build({ db, lots: lots.provides.lots, settings, clock });

  const {
    invoices,
    savedCards,
    deposits,
    invoiceOnClose,
    invoiceDocuments,
    payments,
    paymentFlags,
    consignorStatements,
    invoiceFees,
    creditNotes,
  } = buildMoney(platform, { stripe, push: push.provides });

  const bids = bidsModule.build({
    db,
    hub,
    clock,
    log,
    outbidMail: { mail, siteName: platform.siteName, publicUrl, queuePushes },
    metrics: platform.metrics,
  });
  const liveSale = liveSaleModule.build({
    db,
    hub,
    clock,
    media,
    log,
    mail,
    siteName: async (tx) => (await settings.get(tx)).site_name,
    publicUrl,
    presence: edge.presence,
    timedBid: bids.provides.timedBid,
    onSaleEnded: invoiceOnClose,
    queuePushes,
    metrics: platform.metrics,
  });
  const closing = closingModule.build({
    db,
    hub,
    mail,
    siteName: platform.siteName,
    publicUrl,
    clock,
    log,
    onAuctionClosed: invoiceOnClose,
    queuePushes,
    metrics: platform.metrics,
    outage: config.outage,
  });
  const buyNow = buyNowModule.build({
    db,
    settings,
    clock,
    mediaUrl: (key) => media.url(key),
    paymentFlags,
    issued: invoiceDocuments.provides.onIssued,
    taxRateFor: invoices.provides.taxRateFor,
    recomputeTotals: invoices.provides.recomputeTotals,
  });
  const cms = cmsModule.build({ db, clock });
  const locations = locationsModule.build({ db, audit, media });
  const commissionProfiles = commissionProfilesModule.build({ db });
  const consignors = consignorsModule.build({ db, settings, clock });

  const modules = [
    healthModule.build({ db, redis: edge.redis, shutdown: platform.shutdown }),
    metricsModule.build({ db, metrics: platform.metrics, allow: config.metricsAllow, log }),
    authModule.build({
      users: platform.users,
      revoked: platform.revoked,
      tokens: platform.tokens,
      links: platform.links,
      audit,
      clock,
      sessions: platform.sessions,
      background: platform.background,
      consent,
      loginFailures: edge.loginFailures,
      log,
    }),
    usersModule.build({
      users: platform.users,
      tokens: platform.tokens,
      audit,
      clock,
      sessions: platform.sessions,
      consent,
    }),
    settingsModule.build({ settings, media }),
    contactModule.build({ mail, settings }),
    adminModule.build({ db, outbox: platform.outbox }),
    adminDashboardModule.build({
      db,
      settings,
      clock,
      invoices: invoices.provides.invoices,
      closings: closing.provides.closingWatch,
    }),
    adminUsersModule.build({ db, clock, sessions: platform.sessions, links: platform.links, consent }),
    categories,
    auctions,
    lots,
    incrementProfiles,
    commissionProfiles,
    auctionStatsModule.build({ db, auctions: auctions.provides.auctions, clock }),
    push,
    appManifestModule.build({ settings, media }),
    watchlistModule.build({ db, lots: lots.provides.lots, myBids: myBids.provides.myBids }),
    lotSearchModule.build({
      db,
      clock,
      log,
      settings,
      publicUrl,
      lots: lots.provides.lots,
      invoices: invoices.provides.invoices,
      alerts: allAlerts(
        mailedAlerts({ mail, siteName: platform.siteName, publicUrl }),
        pushedAlerts({ queuePushes }),
      ),
    }),
    bids,
    myBids,
    registrationsModule.build({
      db,
      auctions: auctions.provides.auctions,
      audit,
      clock,
      paymentFlags,
      standing: deposits.provides.deposits,
      cards: savedCards.provides.savedCards,
    }),
    liveSale,
    closing,
    payments,
    savedCards,
    deposits,
    pickupModule.build({
      db,
      settings,
      audit,
      clock,
      ledger: invoices.provides.ledger,
      invoices: invoices.provides.invoices,
    }),
    invoiceDocuments,
    invoices,
    invoiceFees,
    creditNotes,
    cashDrawerModule.build({ db, settings, clock }),
    buyNow,
    inventoryImportModule.build({ db, log }),
    lotting,
    imageImportModule.build({
      db,
      media,
      auctions: auctions.provides.auctions,
      audit,
      background: platform.background,
      stagingRoot: join(config.dataDir, 'image-imports'),
      log,
    }),
    inventoryModule.build({ db, media }),
    consignors,
    consignorStatements,
    reportsModule.build({ db, settings, ledger: invoices.provides.ledger }),
    booksModule.build({ db, settings }),
    consignorPortalModule.build({
      db,
      settings,
      clock,
      commissionProfiles: commissionProfiles.provides.commissionProfiles,
      statementPdf: consignorStatements.provides.statementPdf,
    }),
    locations,
    labelsModule.build({ db, audit, locations: locations.provides.locations }),
    lotGroupsModule.build({ db }),
    salePapersModule.build({
      db,
      media,
      settings,
      audit,
      publicUrl,
      auctions: auctions.provides.auctions,
      absentees: liveSale.provides.absenteesOf,
    }),
    backupsModule.build({
      db,
      dataDir: config.dataDir,
      encryptionKey: config.backups.encryptionKey,
      offsite: backupsOffsiteFor(config),
      settings,
      settingsRepository: platform.settingsRepository,
      audit,
      clock,
      log,
    }),
    marketingConsent,
    marketingCampaignsModule.build({ db, settings, audit, mailSender, publicUrl, secret, clock, log }),
    cms,
    mediaModule.build({ media }),
    liveStreamModule.build({
      authenticate: platform.authenticate,
      sessions: platform.sessions,
      settings,
      findAuction: (auctionId, viewer) => auctions.provides.auctions.find(auctionId, viewer),
      redis: edge.redis,
      sockets: edge.sockets,
      allowedOrigins: config.allowedOrigins,
    }),
  ];

  return {
    modules,
    /** Who is in which live room, for the socket router. */
    presence: liveSale.provides.presence,
    /** The closing pass (tests run it by hand). */
    closing: closing.provides.closing,
    /** What the server-rendered head reads. */
    seo: {
      auctions: auctions.provides.auctions,
      lots: lots.provides.lots,
      buyNow: buyNow.provides.buyNow,
      categories: categories.provides.categories,
      cms: cms.provides.cms,
    },
  };
}
