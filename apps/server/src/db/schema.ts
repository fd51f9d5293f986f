import { auditLog, oneTimeTokens, outbox, revokedTokens, settings, users } from './accounts-schema';
import { afterIssueSchema } from './after-issue-schema';
import { alertsSchema } from './alerts-schema';
import { cardsDepositsSchema } from './cards-deposits-schema';
import { catalogueSchema } from './catalogue-schema';
import { categories } from './categories-schema';
import { closingSchema } from './closing-schema';
import { contentSchema } from './content-schema';
import { imageImports } from './image-imports-schema';
import { inventorySchema } from './inventory-schema';
import { invoicesSchema } from './invoices-schema';
import { liveEvents } from './live-sale-schema';
import { marketingSchema } from './marketing-schema';
import { settlementSchema } from './settlement-schema';

export * from './accounts-schema';
export * from './after-issue-schema';
export * from './alerts-schema';
export * from './cards-deposits-schema';
export * from './catalogue-schema';
export * from './categories-schema';
export * from './closing-schema';
export * from './content-schema';
export * from './image-imports-schema';
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
  categories,
  ...catalogueSchema,
  ...closingSchema,
  liveEvents,
  ...invoicesSchema,
  ...afterIssueSchema,
  ...cardsDepositsSchema,
  ...alertsSchema,
  ...inventorySchema,
  imageImports,
  ...settlementSchema,
  ...contentSchema,
  ...marketingSchema,
};
