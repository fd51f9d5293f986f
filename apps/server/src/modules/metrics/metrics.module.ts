import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { defineModule, routeGroup } from '../../platform/module';
import type { HouseMetrics } from './house-metrics';
import { createMetricsRepository } from './metrics.repository';
import { metricsRoutes } from './metrics.routes';
import { createMetricsAllow } from './metrics-allow';
import { addScrapedFigures } from './scraped-figures';

interface MetricsNeeds {
  db: Database;
  /** The app's registry and counters, made by the root before the hub (which counts deliveries). */
  metrics: Pick<HouseMetrics, 'registry'>;
  /** METRICS_ALLOW: addresses and CIDR ranges that may read `/metrics`. */
  allow: readonly string[];
  log: FastifyBaseLogger;
}

/** `/metrics` for Prometheus: the counters the areas keep and the outbox and closing figures read at scrape time. */
export const metricsModule = defineModule({
  name: 'metrics',
  build: ({ db, metrics, allow, log }: MetricsNeeds) => {
    addScrapedFigures(metrics, createMetricsRepository(db), log);
    return {
      routes: [
        routeGroup(metricsRoutes, { registry: metrics.registry, isAllowed: createMetricsAllow(allow) }),
      ],
    };
  },
});
