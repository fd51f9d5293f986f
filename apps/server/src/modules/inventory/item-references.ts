import type { InventoryItemUpdate } from '@auction/contracts';
import { type ItemPrices, itemPriceProblems } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { oneOf, type Queryable } from '../../db/queries';
import { AppError } from '../../errors';

/** A location found by the code typed or scanned at intake. */
export interface FoundLocation {
  id: string;
  code: string;
}

/**
 * Checks what a body names (consignor, category, location code) and how its prices sit with the
 * item's others, and turns the location code into the location. All problems come back at once
 * as one 422, so the form can mark every field in a single answer.
 */
export async function resolveReferences(
  db: Queryable,
  body: InventoryItemUpdate,
  prices: ItemPrices,
): Promise<{ location: FoundLocation | null | undefined }> {
  const errors: Record<string, string[]> = {};
  if (body.consignor_id) {
    const consignor = await oneOf<{ id: string }>(
      db,
      sql`select id from consignors where id = ${body.consignor_id}::uuid`,
    );
    if (!consignor) errors.consignor_id = ['No consignor has this id.'];
  }
  if (body.category_id) {
    const category = await oneOf<{ id: string }>(
      db,
      sql`select id from categories where id = ${body.category_id}::uuid`,
    );
    if (!category) errors.category_id = ['No category has this id.'];
  }
  let location: FoundLocation | null | undefined;
  if (body.location_code === '' || body.location_code === null) location = null;
  else if (body.location_code !== undefined) {
    const found = await oneOf<FoundLocation & { archived: boolean }>(
      db,
      sql`select id, code, archived_at is not null as archived from locations where code = ${body.location_code}`,
    );
    // An archived bin is named as such: what helps is restoring it, not creating it again.
    if (!found) errors.location_code = [`There is no location ${body.location_code}.`];
    else if (found.archived) {
      errors.location_code = [`${found.code} is archived; restore it before putting items there.`];
    } else location = { id: found.id, code: found.code };
  }
  for (const [field, message] of Object.entries(itemPriceProblems(prices))) errors[field] = [message];
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
  return { location };
}
