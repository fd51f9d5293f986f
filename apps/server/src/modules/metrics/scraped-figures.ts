import type { FastifyBaseLogger } from 'fastify';
import { Gauge } from 'prom-client';
import type { HouseMetrics } from './house-metrics';
import type { MetricsRepository } from './metrics.repository';

/**
 * Gauges read from the database when Prometheus scrapes: the outboxes' depth and oldest age, and
 * how far past its end the oldest open lot is (a closing pass that stopped shows here, where the
 * closing-lag histogram would only fall silent). A failed read keeps the last figure and is logged.
 */
export function addScrapedFigures(
  metrics: Pick<HouseMetrics, 'registry'>,
  figures: MetricsRepository,
  log: FastifyBaseLogger,
) {
  const registers = [metrics.registry];
  // Both outbox gauges are collected in the same scrape (concurrently): they share one read.
  let outboxes: ReturnType<typeof readOutboxes> | null = null;
  function readOutboxes() {
    return Promise.all([figures.mailOutbox(), figures.pushOutbox()]);
  }
  const sharedOutboxes = () => {
    outboxes ??= readOutboxes().finally(() => {
      outboxes = null;
    });
    return outboxes;
  };
  const read = async (what: string, run: () => Promise<void>) => {
    await run().catch((error: unknown) => log.warn({ err: error }, `reading ${what} for /metrics failed`));
  };

  new Gauge({
    name: 'harbourside_outbox_depth',
    help: 'Mails and pushes queued and not yet sent, by outbox.',
    labelNames: ['outbox'],
    registers,
    async collect() {
      await read('the outbox depth', async () => {
        const [mail, push] = await sharedOutboxes();
        this.set({ outbox: 'mail' }, mail.depth);
        this.set({ outbox: 'push' }, push.depth);
      });
    },
  });
  new Gauge({
    name: 'harbourside_outbox_oldest_age_seconds',
    help: 'Age of the oldest queued mail or push, by outbox.',
    labelNames: ['outbox'],
    registers,
    async collect() {
      await read('the outbox age', async () => {
        const [mail, push] = await sharedOutboxes();
        this.set({ outbox: 'mail' }, mail.oldestAgeSeconds);
        this.set({ outbox: 'push' }, push.oldestAgeSeconds);
      });
    },
  });
  new Gauge({
    name: 'harbourside_lots_past_end_seconds',
    help: 'How far past its end the oldest lot still open is (0 when the closing pass keeps up).',
    registers,
    async collect() {
      await read('the lots past their end', async () => {
        this.set(await figures.oldestLotPastEndSeconds());
      });
    },
  });
}
