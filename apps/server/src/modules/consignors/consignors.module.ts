import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { defineModule, routeGroup } from '../../platform/module';
import type { SettingsService } from '../settings/settings.service';
import { consignorsRoutes } from './consignors.routes';
import { createConsignorsService } from './consignors.service';

/** Consignors: their records, contracts, advances and items. */
export const consignorsModule = defineModule({
  name: 'consignors',
  build: ({
    db,
    settings,
    clock,
  }: {
    db: Database;
    settings: Pick<SettingsService, 'get'>;
    clock: Clock;
  }) => {
    const consignors = createConsignorsService({
      db,
      timeZone: async () => (await settings.get()).time_zone,
      clock,
    });
    return { routes: [routeGroup(consignorsRoutes, { consignors, db })], provides: { consignors } };
  },
});
