import type { Database } from '../../db/database';
import { defineModule, routeGroup } from '../../platform/module';
import { createIncrementProfilesRepository } from './increment-profiles.repository';
import { incrementProfilesRoutes } from './increment-profiles.routes';

/** Bid increment profiles, the table of steps an auction bids by. */
export const incrementProfilesModule = defineModule({
  name: 'increment-profiles',
  build: ({ db }: { db: Database }) => {
    const incrementProfiles = createIncrementProfilesRepository(db);
    return {
      routes: [routeGroup(incrementProfilesRoutes, { incrementProfiles })],
      provides: { incrementProfiles },
    };
  },
});
