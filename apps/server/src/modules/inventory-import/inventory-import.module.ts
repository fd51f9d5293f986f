import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { defineModule, routeGroup } from '../../platform/module';
import { createInventoryImportJob } from './inventory-import.job';
import { inventoryImportsRoutes } from './inventory-imports.routes';
import { createInventoryImportService } from './inventory-imports.service';

/** Inventory by spreadsheet: the CSV preview, the confirmed import and the job that runs it. */
export const inventoryImportModule = defineModule({
  name: 'inventory-import',
  build: ({ db, log }: { db: Database; log: FastifyBaseLogger }) => {
    const inventoryImports = createInventoryImportService({ db, log });
    return {
      routes: [routeGroup(inventoryImportsRoutes, { inventoryImports })],
      jobs: [createInventoryImportJob({ imports: inventoryImports, log })],
    };
  },
});
