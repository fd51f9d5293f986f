import type { Database } from '../../db/database';
import { defineModule, routeGroup } from '../../platform/module';
import type { MediaStore } from '../media/media-store';
import { inventoryRoutes } from './inventory.routes';
import { createInventoryService } from './inventory.service';

/** The warehouse's items: intake, editing, pictures, returns and history. */
export const inventoryModule = defineModule({
  name: 'inventory',
  build: ({ db, media }: { db: Database; media: MediaStore }) => ({
    routes: [routeGroup(inventoryRoutes, { inventory: createInventoryService({ db, media }) })],
  }),
});
