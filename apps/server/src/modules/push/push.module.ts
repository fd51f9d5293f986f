import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { createRepeatingPass } from '../../jobs/repeating-pass';
import { defineModule, routeGroup } from '../../platform/module';
import { type IssuedInvoice, invoiceIssuedAlert } from './invoice-issued-alert';
import { createPushRepository } from './push.repository';
import { pushRoutes } from './push.routes';
import { createPushQueue, type QueuePushes } from './push-queue';
import { createPushSender, type PushSender } from './push-sender';
import { vapidKeysOnce } from './vapid-keys';

interface PushNeeds {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The house's contact e-mail, named to push services as who sends (VAPID subject). */
  contactEmail: () => Promise<string>;
  production: boolean;
  publicUrl: string;
}

/**
 * Plain-http push addresses on this machine are accepted only off production, or when the site
 * itself is served from this machine (a local install, the browser tests); a house on the
 * internet never needs them (decision 0071).
 */
export function allowsLocalPushEndpoints(needs: Pick<PushNeeds, 'production' | 'publicUrl'>): boolean {
  return !needs.production || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/.test(needs.publicUrl);
}

const sendEveryMs = 2_000;

/**
 * Alerts on a bidder's devices (Web Push): the devices and the kinds each bidder wants, the
 * queue other areas write to in their own transactions, and the job that sends it.
 */
export const pushModule = defineModule({
  name: 'push',
  build: ({ db, clock, log, contactEmail, ...site }: PushNeeds) => {
    const allowLocalEndpoints = allowsLocalPushEndpoints(site);
    const pushes = createPushRepository(db);
    const keys = vapidKeysOnce(db);
    const sender = createPushSender({
      pushes,
      keys,
      subject: async () => `mailto:${(await contactEmail()) || 'alerts@localhost'}`,
      clock,
      log,
    });
    const pass = createRepeatingPass({
      what: 'the push sending pass',
      pass: () => sender.sendDue(),
      defaultIntervalMs: sendEveryMs,
      log,
    });
    const queuePushes = createPushQueue({ clock });
    const provides: {
      queuePushes: QueuePushes;
      sender: PushSender;
      /** A listener for issued invoices: their buyer's "invoice ready" push. */
      alertOnInvoiceIssued: (
        invoiceOf: (invoiceId: string) => Promise<IssuedInvoice>,
      ) => (invoiceId: string) => Promise<undefined>;
    } = {
      queuePushes,
      sender,
      alertOnInvoiceIssued: (invoiceOf) => invoiceIssuedAlert({ db, queuePushes, invoiceOf, log }),
    };
    return {
      routes: [routeGroup(pushRoutes, { pushes, keys, clock, allowLocalEndpoints })],
      jobs: [{ start: () => pass.start(), stop: () => pass.stop() }],
      ready: async () => {
        await keys();
      },
      provides,
    };
  },
});
