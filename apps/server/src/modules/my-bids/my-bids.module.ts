import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { defineModule, routeGroup } from '../../platform/module';
import type { LotsService } from '../lots/lots.service';
import type { SettingsService } from '../settings/settings.service';
import { createMyBidsRepository } from './my-bids.repository';
import { myBidsRoutes } from './my-bids.routes';
import { createMyBidsService } from './my-bids.service';

interface MyBidsNeeds {
  db: Database;
  lots: LotsService;
  settings: SettingsService;
  clock: Clock;
}

/** A bidder's own bids and won lots (the dashboard). */
export const myBidsModule = defineModule({
  name: 'my-bids',
  build: ({ db, lots, settings, clock }: MyBidsNeeds) => {
    const myBids = createMyBidsService({ repository: createMyBidsRepository(db), lots, settings, clock });
    return { routes: [routeGroup(myBidsRoutes, { myBids })], provides: { myBids } };
  },
});
