import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { startErrorReporting } from './error-reporting';
import { withJwtSecret } from './jwt-secret';
import { shutDown } from './modules/health/shutdown';
import { mediaStoreFor } from './modules/media/media-store-for';
import { credentialsText, seedDatabase } from './seed/seed';
import { seedBackup } from './seed/seed-backup';
import { seedCampaigns } from './seed/seed-campaigns';
import { seedCardsDeposits } from './seed/seed-cards-deposits';
import { seedCashDrawer } from './seed/seed-cash-drawer';
import { seedCatalogue } from './seed/seed-catalogue';
import { seedCommissionProfiles } from './seed/seed-commission-profiles';
import { seedConsignors } from './seed/seed-consignors';
import { seedInventory } from './seed/seed-inventory';
import { seedInvoices } from './seed/seed-invoices';
import { seedLocations } from './seed/seed-locations';
import { seedStatements } from './seed/seed-statements';

/** Start-up: config, database (migrations, first-start seed), app, listen; and a clean stop. */
async function main() {
  const started = performance.now();
  const config = await withJwtSecret(loadConfig(process.env));
  const errors = startErrorReporting(config);
  const database = await openDatabase(config, (error) => {
    if (config.databaseUrl) {
      console.warn(`A database connection failed and will be replaced: ${error.message}`);
      return;
    }
    // Another process may now write to the embedded database: stop before anything is corrupted.
    console.error(`The data directory lock was lost: ${error.message}`);
    process.exit(1);
  });
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  let stopping = false;

  /**
   * Readiness 503 and sockets told to reconnect elsewhere, then the requests in hand finish (at
   * most 10 s); should a close hook hang past that, the process goes anyway.
   */
  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    app?.log.info(`${signal} received, shutting down`);
    setTimeout(() => {
      console.error('The shutdown took over 15 s; exiting without waiting further.');
      process.exit(1);
    }, 15_000).unref();
    try {
      if (app) await shutDown(app, app.shutdown, { graceMs: 10_000 });
    } finally {
      await database.close();
      await errors.flush();
    }
    process.exit(0);
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await database.migrate();
    const seeded = await seedDatabase(database.db, config.dataDir, config.firstStart);
    const media = mediaStoreFor(config);
    // The demo house's sales and everything after them; a house going live starts without.
    const catalogue = config.firstStart.demo ? await seedCatalogue(database.db, { media }) : null;
    // The demo's closed sales get their invoices in every state (paid, partly paid, overdue, void).
    if (catalogue) await seedInvoices(database.db, { publicUrl: config.publicUrl });
    // Its deposit sale: a $250 deposit and its own terms, a bidder with a Visa ending 4242 on file who paid it.
    if (catalogue) await seedCardsDeposits(database.db);
    // Its consignors' commission terms: a sliding default for estates and an incremental one for dealers.
    if (catalogue) await seedCommissionProfiles(database.db);
    // Its consignors: an estate, a business liquidation, a dealer and the demo consignor's own record.
    if (catalogue) await seedConsignors(database.db);
    // Its warehouse's aisles, shelves, bins and yard, whose labels staff can print.
    if (catalogue) await seedLocations(database.db);
    // Its warehouse: bins and about thirty items in them, after the consignors they belong to.
    if (catalogue) await seedInventory(database.db, { media });
    // Its settled past sale: the older invoiced sale's consignor statements, final and mostly paid out.
    if (catalogue) await seedStatements(database.db);
    // Its counter's last counted day: the drawer $5.00 short, with the note saying why.
    if (catalogue) await seedCashDrawer(database.db);
    // Its sent campaign: an announcement to the demo accounts that consent, kept in the outbox.
    if (catalogue)
      await seedCampaigns(database.db, { publicUrl: config.publicUrl, secret: config.jwtSecret });
    app = await buildApp(config, { database, reportError: errors.report, startJobs: true });
    // The demo's first backup, so the backups page shows one from the start.
    if (catalogue) {
      const backup = await seedBackup(database.db, config, app.log);
      app.log.info(`Demo backup made: ${backup.name}`);
    }
    if (catalogue) {
      app.log.info(
        `Demo catalogue created: ${catalogue.auctions} auctions, ${catalogue.lots} lots in ${catalogue.ms} ms`,
      );
    }
    if (seeded.length > 0 && config.firstStart.demo) {
      app.log.info(`Demo accounts created; passwords below and in ${config.dataDir}/demo-credentials.txt`);
      process.stdout.write(`\n${credentialsText(seeded)}\n`);
    } else if (seeded.length > 0) {
      app.log.info(
        `First Admin created: ${seeded[0]?.email}; the password is in ${config.dataDir}/first-admin.txt`,
      );
    }
    await app.listen({ port: config.port, host: config.host });
    const database_ = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/db` : 'PostgreSQL';
    app.log.info(
      `Server ready at ${config.publicUrl} (${database_}${config.redisUrl ? ', Redis' : ''}) in ${Math.round(performance.now() - started)} ms`,
    );
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || (error instanceof Error && error.name === 'DataDirLockedError')) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
