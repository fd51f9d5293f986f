import { defineModule, routeGroup } from '../../platform/module';
import { lotGroupsRoutes } from './lot-groups.routes';
import { createLotGroupsService } from './lot-groups.service';

/** Lots a sale offers together: choice lots. */
export const lotGroupsModule = defineModule({
  name: 'lot-groups',
  build: (needs: Parameters<typeof createLotGroupsService>[0]) => ({
    routes: [routeGroup(lotGroupsRoutes, { lotGroups: createLotGroupsService(needs) })],
  }),
});
