import type {
  AssignItemsAnswer,
  CreateLocationBody,
  Location,
  LocationRangeAnswer,
  LocationRangeBody,
  UpdateLocationBody,
} from '@auction/contracts';
import { createLocationBodySchema, locationRangeBodySchema } from '@auction/contracts';
import { expandLocationRange, locationRangeSize, maxLocationRange } from '@auction/domain';
import type { Database } from '../../db/database';
import type { Queryable } from '../../db/queries';
import { AppError } from '../../errors';
import type { AuditRepository } from '../../platform/audit.repository';
import { lockItems, moveItems } from './item-moves';
import { locationById, locationsByCodes, locationsByIds } from './location-queries';
import {
  describeLocation,
  insertLocation,
  insertLocations,
  itemsKeptAt,
  lockLocation,
  setLocationArchived,
} from './locations.repository';

export interface Actor {
  id: string;
  ip?: string | null;
}

const notFound = () => new AppError('NOT_FOUND', 'This location does not exist.');
const itemNotFound = () => new AppError('NOT_FOUND', 'This item does not exist.');

async function lockedLocation(tx: Queryable, id: string) {
  const row = await lockLocation(tx, id);
  if (!row) throw notFound();
  return row;
}

/** Warehouse locations: created one at a time or as a range, described, archived, filled with items. */
export function createLocationsService(deps: { db: Database; audit: AuditRepository }) {
  const { db, audit } = deps;
  const audited = (actor: Actor, action: string, entityId: string | null, before: unknown, after: unknown) =>
    audit.record({
      actorId: actor.id,
      action,
      entity: 'location',
      entityId,
      before,
      after,
      ip: actor.ip ?? null,
    });

  return {
    /** The locations with these codes, in code order; codes that are not there are left out. */
    byCodes: (codes: readonly string[]): Promise<Location[]> => locationsByCodes(db, codes),

    /** The locations with these ids, in code order; ids that are not there are left out. */
    byIds: (ids: readonly string[]): Promise<Location[]> => locationsByIds(db, ids),

    async create(body: CreateLocationBody, actor: Actor): Promise<Location> {
      const { code, description } = createLocationBodySchema.parse(body);
      const id = await insertLocation(db, code, description);
      if (!id) throw new AppError('CONFLICT', `There is already a location ${code}.`);
      await audited(actor, 'location.created', id, null, { code, description });
      const created = await locationById(db, id);
      if (!created) throw notFound();
      return created;
    },

    /** Every code of the range that is not there yet; those that are are named, not duplicated. */
    async createRange(body: LocationRangeBody, actor: Actor): Promise<LocationRangeAnswer> {
      const { prefix, parts, description } = locationRangeBodySchema.parse(body);
      const size = locationRangeSize(parts);
      if (size > maxLocationRange) {
        throw new AppError('VALIDATION_FAILED', undefined, {
          parts: [`This range makes ${size.toLocaleString('en-CA')} locations; make at most 2,000 at once.`],
        });
      }
      const codes = expandLocationRange(prefix, parts);
      const createdCodes = new Set(await insertLocations(db, codes, description));
      if (createdCodes.size > 0) {
        await audited(actor, 'location.range_created', null, null, {
          prefix,
          parts,
          count: createdCodes.size,
          first: codes.find((code) => createdCodes.has(code)),
          last: codes.findLast((code) => createdCodes.has(code)),
        });
      }
      return {
        created: await locationsByCodes(db, [...createdCodes]),
        existing: codes.filter((code) => !createdCodes.has(code)),
      };
    },

    async update(id: string, body: UpdateLocationBody, actor: Actor): Promise<Location> {
      const before = await locationById(db, id);
      if (!before) throw notFound();
      await describeLocation(db, id, body.description);
      if (before.description !== body.description) {
        await audited(actor, 'location.updated', id, { description: before.description }, body);
      }
      return { ...before, description: body.description };
    },

    /** Archived: off the list and closed to new items. Refused while any item is still kept there. */
    async archive(id: string, actor: Actor): Promise<Location> {
      await db.transaction(async (tx) => {
        const row = await lockedLocation(tx, id);
        if (row.archived_at) return;
        const count = await itemsKeptAt(tx, id);
        if (count > 0) {
          throw new AppError(
            'CONFLICT',
            `${row.code} still holds ${count === 1 ? '1 item' : `${count} items`}; move ${count === 1 ? 'it' : 'them'} elsewhere before archiving it.`,
          );
        }
        await setLocationArchived(tx, id, true);
      });
      const after = await locationById(db, id);
      if (!after) throw notFound();
      await audited(actor, 'location.archived', id, null, { code: after.code });
      return after;
    },

    async restore(id: string, actor: Actor): Promise<Location> {
      await setLocationArchived(db, id, false);
      const after = await locationById(db, id);
      if (!after) throw notFound();
      await audited(actor, 'location.restored', id, null, { code: after.code });
      return after;
    },

    /** Puts items (by id or scanned SKU) at a location, recording each move with both places. */
    async assign(
      locationId: string,
      body: { item_ids: string[]; skus: string[] },
      actor: Actor,
    ): Promise<AssignItemsAnswer> {
      const answer = await db.transaction(async (tx) => {
        const location = await lockedLocation(tx, locationId);
        if (location.archived_at) {
          throw new AppError(
            'CONFLICT',
            `${location.code} is archived; restore it before putting items there.`,
          );
        }
        const { items, notFound: missing } = await lockItems(tx, body.item_ids, body.skus);
        const result = await moveItems(tx, items, location, actor.id);
        return { ...result, not_found: missing, code: location.code };
      });
      const { code, ...result } = answer;
      if (result.moved.length > 0) {
        await audited(actor, 'location.items_assigned', locationId, null, {
          code,
          skus: result.moved.map((item) => item.sku),
        });
      }
      return result;
    },

    /** One item to a location, or off any shelf (null): what an undo of a scan sends. */
    async place(itemId: string, locationId: string | null, actor: Actor): Promise<AssignItemsAnswer> {
      const result = await db.transaction(async (tx) => {
        const location = locationId ? await lockedLocation(tx, locationId) : null;
        if (location?.archived_at) {
          throw new AppError(
            'CONFLICT',
            `${location.code} is archived; restore it before putting items there.`,
          );
        }
        const { items } = await lockItems(tx, [itemId], []);
        if (items.length === 0) throw itemNotFound();
        return moveItems(tx, items, location, actor.id);
      });
      const [moved] = result.moved;
      if (moved) {
        await audit.record({
          actorId: actor.id,
          action: 'inventory.moved',
          entity: 'inventory_item',
          entityId: itemId,
          before: { location_id: moved.from?.id ?? null },
          after: { location_id: locationId },
          ip: actor.ip ?? null,
        });
      }
      return { ...result, not_found: [] };
    },
  };
}
export type LocationsService = ReturnType<typeof createLocationsService>;
