import type { Database } from '../../db/database';
import { defineModule, routeGroup } from '../../platform/module';
import { syncItemsWithLots } from './lot-results';
import { lottingRoutes } from './lotting.routes';
import { createLottingService } from './lotting.service';

/** Lots made from inventory items, and the items following their lots' results. */
export const inventoryLottingModule = defineModule({
  name: 'inventory-lotting',
  build: (needs: Parameters<typeof createLottingService>[0] & { db: Database }) => ({
    routes: [routeGroup(lottingRoutes, { lotting: createLottingService(needs) })],
    provides: {
      /** A withdrawn lot's inventory item goes back in stock. */
      returnToStock: async (lotId: string) => {
        await syncItemsWithLots(needs.db, [lotId], null);
      },
    },
  }),
});
