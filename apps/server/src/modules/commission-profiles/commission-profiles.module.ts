import type { Database } from '../../db/database';
import { defineModule, routeGroup } from '../../platform/module';
import { createCommissionProfilesRepository } from './commission-profiles.repository';
import { commissionProfilesRoutes } from './commission-profiles.routes';
import { createCommissionProfilesService } from './commission-profiles.service';

/** Consignors' commission profiles: the rates a settlement takes. */
export const commissionProfilesModule = defineModule({
  name: 'commission-profiles',
  build: ({ db }: { db: Database }) => {
    const commissionProfiles = createCommissionProfilesService({
      profiles: createCommissionProfilesRepository(db),
    });
    return {
      routes: [routeGroup(commissionProfilesRoutes, { commissionProfiles })],
      provides: { commissionProfiles },
    };
  },
});
