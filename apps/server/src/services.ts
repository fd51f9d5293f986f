import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';
import type { RuntimeConfig } from './config';
import type { Database } from './db/database';
import { createBackgroundWork } from './jobs/background-work';
import { createMailSender, type MailSender } from './jobs/mail-sender';
import { createAdminRepository } from './modules/admin/admin.repository';
import { createAdminService } from './modules/admin/admin.service';
import { createAdminDashboardRepository } from './modules/admin-dashboard/admin-dashboard.repository';
import { createAdminDashboardService } from './modules/admin-dashboard/admin-dashboard.service';
import { createAdminUsersService } from './modules/admin-users/admin-users.service';
import { createAuctionsRepository } from './modules/auctions/auctions.repository';
import { createAuctionsService } from './modules/auctions/auctions.service';
import { createAuditRepository } from './modules/audit/audit.repository';
import { createAccessLinks } from './modules/auth/access-links';
import { createAuthService } from './modules/auth/auth.service';
import { createAuthenticator, createSessionCheck } from './modules/auth/authenticator';
import { createEmailLinks } from './modules/auth/email-links';
import { type LoginFailureStore, memoryLoginFailures } from './modules/auth/login-failures';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { createOneTimeTokensRepository } from './modules/auth/one-time-tokens.repository';
import { createRevokedTokensRepository } from './modules/auth/revoked-tokens.repository';
import { createSessions } from './modules/auth/sessions';
import { createTokenService } from './modules/auth/tokens';
import { createBackupsService } from './modules/backups/backups.service';
import { createBidService } from './modules/bids/bids.service';
import { createBuyNowService } from './modules/buy-now/buy-now.service';
import { createCategoriesRepository } from './modules/categories/categories.repository';
import { createCmsRepository } from './modules/cms/cms.repository';
import { createCmsService } from './modules/cms/cms.service';
import { createCommissionProfilesRepository } from './modules/commission-profiles/commission-profiles.repository';
import { createCommissionProfilesService } from './modules/commission-profiles/commission-profiles.service';
import { createConsignorPortal } from './modules/consignor-portal/consignor-portal.service';
import { createConsignorStatementsService } from './modules/consignor-statements/consignor-statements.service';
import { createConsignorsService } from './modules/consignors/consignors.service';
import { createContactService } from './modules/contact/contact.service';
import { createImageImportService } from './modules/image-import/image-import.service';
import { createIncrementProfilesRepository } from './modules/increment-profiles/increment-profiles.repository';
import { createInventoryService } from './modules/inventory/inventory.service';
import { createInventoryImportService } from './modules/inventory-import/inventory-imports.service';
import { syncItemsWithLots } from './modules/inventory-lotting/lot-results';
import { createLottingService } from './modules/inventory-lotting/lotting.service';
import {
  createInvoiceDocuments,
  type InvoiceDocuments,
} from './modules/invoice-documents/invoice-documents.service';
import { createInvoiceLedger } from './modules/invoices/invoice-ledger';
import { createInvoicesService } from './modules/invoices/invoices.service';
import { createLabelsService } from './modules/labels/labels.service';
import { localPresence, type PresenceStore } from './modules/live-sale/live-presence';
import { createLiveRoom } from './modules/live-sale/live-room';
import { createLiveSaleService } from './modules/live-sale/live-sale.service';
import { createLiveSaleWins } from './modules/live-sale/live-sale-wins';
import { createLocationsService } from './modules/locations/locations.service';
import { createLotsRepository } from './modules/lots/lots.repository';
import { createLotsService } from './modules/lots/lots.service';
import { createMailService } from './modules/mail/mail.service';
import type { MailTransport } from './modules/mail/mail-transport';
import { createOutboxRepository } from './modules/mail/outbox.repository';
import { createCampaignEngagement } from './modules/marketing-campaigns/campaign-engagement';
import { createCampaignSender } from './modules/marketing-campaigns/campaign-sender';
import { createMarketingCampaignsService } from './modules/marketing-campaigns/marketing-campaigns.service';
import { createMarketingConsentService } from './modules/marketing-consent/marketing-consent.service';
import { localMediaStore } from './modules/media/media-store';
import { createMyBidsRepository } from './modules/my-bids/my-bids.repository';
import { createMyBidsService } from './modules/my-bids/my-bids.service';
import { createPaymentFlagsService } from './modules/payments/payment-flags';
import { createPaymentsService } from './modules/payments/payments.service';
import { createStripeGateway } from './modules/payments/stripe-gateway';
import { createPickupRepository } from './modules/pickup/pickup.repository';
import { createPickupService } from './modules/pickup/pickup.service';
import { createFloorRegistrationsService } from './modules/registrations/floor-registrations';
import { createRegistrationsRepository } from './modules/registrations/registrations.repository';
import { createRegistrationsService } from './modules/registrations/registrations.service';
import { createSettingsRepository } from './modules/settings/settings.repository';
import { createSettingsService } from './modules/settings/settings.service';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';
import { createWatchlistRepository } from './modules/watchlist/watchlist.repository';
import type { Hub } from './realtime/hub';

/** Wires repositories into services; each service gets only what it uses. */
export function createServices(input: {
  config: RuntimeConfig;
  db: Database;
  log: FastifyBaseLogger;
  clock: Clock;
  hub: Hub;
  mailTransport: MailTransport | null;
  /** Who is in each live room; across instances with Redis, else this process's own sockets. */
  presence?: PresenceStore;
  /** Failed sign-ins; across instances with Redis, else this process's own. */
  loginFailures?: LoginFailureStore;
}) {
  const { config, db, log, clock, hub } = input;
  const users = createUsersRepository(db);
  const audit = createAuditRepository(db);
  const revoked = createRevokedTokensRepository(db);
  const outbox = createOutboxRepository(db);
  const tokens = createTokenService({ secret: config.jwtSecret, ttlSeconds: config.tokenTtlSeconds, clock });
  const current = createSessionCheck({ users, revoked, clock });
  const sessions = createSessions({ hub, current, clock });
  const settings = createSettingsService({ settings: createSettingsRepository(db), audit });
  const oneTimeTokens = createOneTimeTokensRepository(db);
  const accessLinks = createAccessLinks({ tokens: oneTimeTokens, users, publicUrl: config.publicUrl, clock });
  const mailSender: MailSender | null = input.mailTransport
    ? createMailSender({
        outbox,
        transport: input.mailTransport,
        links: accessLinks,
        from: config.mailFrom,
        clock,
        log,
        attachments: async (list) => [
          ...(await invoiceDocuments.attachments(list)),
          ...(await consignorStatements.attachments(list)),
        ],
      })
    : null;
  const mail = createMailService({ outbox, sender: mailSender, links: accessLinks, log, clock });
  const links = createEmailLinks({
    tokens: oneTimeTokens,
    mail,
    settings,
    publicUrl: config.publicUrl,
    clock,
  });
  const background = createBackgroundWork(log);
  const throttle = createLoginThrottle({
    failures: input.loginFailures ?? memoryLoginFailures(),
    clock,
    onError: (error) => log.warn({ err: error }, 'the store of failed sign-ins failed'),
  });
  const media = localMediaStore(join(config.dataDir, 'uploads'));
  const categories = createCategoriesRepository(db);
  const incrementProfiles = createIncrementProfilesRepository(db);
  const lotsRepository = createLotsRepository(db);
  const auctions = createAuctionsService({
    auctions: createAuctionsRepository(db),
    lots: lotsRepository,
    categories,
    incrementProfiles,
    media,
  });
  // A withdrawn lot's inventory item goes back in stock.
  const onWithdrawn = (lotId: string) => syncItemsWithLots(db, [lotId], null);
  const lots = createLotsService({ lots: lotsRepository, auctions, media, onWithdrawn });
  const liveSaleWins = createLiveSaleWins({
    mail,
    siteName: async (tx) => (await settings.get(tx)).site_name,
    publicUrl: config.publicUrl,
  });
  const liveSale = createLiveSaleService({ db, hub, clock, media, log, wins: liveSaleWins });
  const stripe = config.stripe ? createStripeGateway(config.stripe) : null;
  const invoiceLedger = createInvoiceLedger({ db });
  const payments = createPaymentsService({ db, settings, stripe, clock, log, ledger: invoiceLedger });
  const paymentFlags = createPaymentFlagsService({
    db,
    mail,
    settings,
    publicUrl: config.publicUrl,
    clock,
    log,
  });
  const liveRoom = createLiveRoom({
    db,
    hub,
    media,
    clock,
    presence: input.presence ?? localPresence(),
    live: liveSale,
    log,
  });

  const invoices = createInvoicesService({ db, settings, clock });
  liveSale.onSaleEnded((auctionId) => invoices.invoiceOnClose(auctionId));
  const invoiceDocuments: InvoiceDocuments = createInvoiceDocuments({
    db,
    invoices,
    settings,
    audit,
    mailSender,
    publicUrl: config.publicUrl,
    clock,
    log,
  });
  invoices.onIssued((invoiceId) => invoiceDocuments.onIssued(invoiceId));
  const consignorStatements = createConsignorStatementsService({
    db,
    settings,
    mailSender,
    publicUrl: config.publicUrl,
    clock,
    log,
  });

  const marketingConsent = createMarketingConsentService({ db, clock, secret: config.jwtSecret });

  return {
    db,
    hub,
    tokens,
    settings,
    mail,
    mailSender,
    background,
    authenticate: createAuthenticator({ tokens, current }),
    sessions,
    auth: createAuthService({
      users,
      revoked,
      tokens,
      links,
      audit,
      clock,
      sessions,
      background,
      throttle,
      consent: marketingConsent,
    }),
    users: createUsersService({ users, tokens, audit, clock, sessions, consent: marketingConsent }),
    marketingConsent,
    contact: createContactService({ mail, settings }),
    admin: createAdminService({ admin: createAdminRepository(db), outbox }),
    adminDashboard: createAdminDashboardService({
      figures: createAdminDashboardRepository(db),
      settings,
      clock,
    }),
    adminUsers: createAdminUsersService({ db, clock, sessions, links }),
    media,
    auctions,
    lots,
    myBids: createMyBidsService({ repository: createMyBidsRepository(db), lots, settings, clock }),
    bids: createBidService({
      db,
      hub,
      clock,
      log,
      outbidMail: {
        mail,
        siteName: async () => (await settings.get()).site_name,
        publicUrl: config.publicUrl,
      },
    }),
    liveSale,
    liveRoom,
    registrations: createRegistrationsService({
      registrations: createRegistrationsRepository(db),
      auctions,
      clock,
      paymentFlags,
    }),
    payments,
    paymentFlags,
    pickup: createPickupService({
      db,
      pickup: createPickupRepository(db),
      settings,
      audit,
      clock,
      ledger: invoiceLedger,
    }),
    floorRegistrations: createFloorRegistrationsService({ db, auctions, audit, clock }),
    invoices,
    invoiceDocuments,
    consignorStatements,
    buyNow: createBuyNowService({
      db,
      settings,
      clock,
      mediaUrl: (key) => media.url(key),
      paymentFlags,
      issued: (invoiceId) => invoiceDocuments.onIssued(invoiceId),
    }),
    inventoryImports: createInventoryImportService({ db, log }),
    commissionProfiles: createCommissionProfilesService({
      profiles: createCommissionProfilesRepository(db),
    }),
    inventory: createInventoryService({ db, media }),
    consignors: createConsignorsService({ db, timeZone: async () => (await settings.get()).time_zone }),
    consignorPortal: createConsignorPortal({ db, settings, clock }),
    lotting: createLottingService({ db, auctions, audit, media }),
    imageImports: createImageImportService({
      db,
      media,
      auctions,
      audit,
      background,
      stagingRoot: join(config.dataDir, 'image-imports'),
    }),
    locations: createLocationsService({ db, audit }),
    labels: createLabelsService({ db, audit }),
    backups: createBackupsService({
      db,
      dataDir: config.dataDir,
      settings,
      settingsRepository: createSettingsRepository(db),
      audit,
      clock,
      log,
    }),
    marketingCampaigns: createMarketingCampaignsService({
      db,
      settings,
      audit,
      mailSender,
      publicUrl: config.publicUrl,
      secret: config.jwtSecret,
      clock,
    }),
    campaignEngagement: createCampaignEngagement({ db, secret: config.jwtSecret, clock }),
    campaignSender: createCampaignSender({
      db,
      settings,
      mailSender,
      publicUrl: config.publicUrl,
      secret: config.jwtSecret,
      clock,
      log,
    }),
    cms: createCmsService({ db, clock, pages: createCmsRepository(db) }),
    /** Plain reads and writes a route may use without a service in between. */
    repositories: { categories, incrementProfiles, watchlist: createWatchlistRepository(db) },
  };
}
export type Services = ReturnType<typeof createServices>;
