import type { FastifyBaseLogger } from 'fastify';
import { createRepeatingPass } from '../../jobs/repeating-pass';
import type { InventoryImportService } from './inventory-imports.service';

/** Runs confirmed inventory imports every second, batch by batch, on every instance. */
export function createInventoryImportJob(deps: { imports: InventoryImportService; log: FastifyBaseLogger }) {
  return createRepeatingPass({
    what: 'the inventory import pass',
    pass: () => deps.imports.pass(),
    defaultIntervalMs: 1_000,
    log: deps.log,
  });
}
