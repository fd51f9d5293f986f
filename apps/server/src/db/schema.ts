import { auditLog, oneTimeTokens, outbox, revokedTokens, settings, users } from './accounts-schema';
import { catalogueSchema } from './catalogue-schema';
import { contentSchema } from './content-schema';
import { inventorySchema } from './inventory-schema';
import { invoicesSchema } from './invoices-schema';
import { liveEvents } from './live-sale-schema';
import { marketingSchema } from './marketing-schema';
import { settlementSchema } from './settlement-schema';

export * from './accounts-schema';
export * from './catalogue-schema';
export * from './content-schema';
export * from './inventory-schema';
export * from './invoices-schema';
export * from './live-sale-schema';
export * from './marketing-schema';
export * from './settlement-schema';

/** Every table, for the Drizzle client and drizzle-kit. */
export const schema = {
  users,
  oneTimeTokens,
  revokedTokens,
  settings,
  auditLog,
  outbox,
  ...catalogueSchema,
  liveEvents,
  ...invoicesSchema,
  ...inventorySchema,
  ...settlementSchema,
  ...contentSchema,
  ...marketingSchema,
};
