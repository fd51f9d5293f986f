import type { Database } from '../../db/database';
import { defineModule, routeGroup } from '../../platform/module';
import { healthRoutes } from './health.routes';

/** The load balancer's check: answers only when the database answers. */
export const healthModule = defineModule({
  name: 'health',
  build: ({ db }: { db: Database }) => ({ routes: [routeGroup(healthRoutes, { db })] }),
});
