import type { Database } from '../../db/database';
import { defineModule, routeGroup } from '../../platform/module';
import { healthRoutes } from './health.routes';
import { createReadinessCheck, type ReadinessNeeds } from './readiness';
import type { ShutdownState } from './shutdown';

interface HealthNeeds extends ReadinessNeeds {
  db: Database;
  /** Set once a stop has begun: readiness then answers 503 at once. */
  shutdown: Pick<ShutdownState, 'isStopping'>;
}

/** The load balancer's checks: liveness (the database answers) and readiness (everything this instance needs). */
export const healthModule = defineModule({
  name: 'health',
  build: ({ shutdown, ...needs }: HealthNeeds) => ({
    routes: [
      routeGroup(healthRoutes, {
        db: needs.db,
        readiness: createReadinessCheck(needs),
        isStopping: () => shutdown.isStopping,
      }),
    ],
  }),
});
