import { defineModule, routeGroup } from '../../platform/module';
import { salePapersRoutes } from './sale-papers.routes';
import { createSalePapers } from './sale-papers.service';

/** The papers a sale needs in the room: its catalogue, the auctioneer's book and the lot tags. */
export const salePapersModule = defineModule({
  name: 'sale-papers',
  build: (needs: Parameters<typeof createSalePapers>[0]) => ({
    routes: [routeGroup(salePapersRoutes, { salePapers: createSalePapers(needs) })],
  }),
});
