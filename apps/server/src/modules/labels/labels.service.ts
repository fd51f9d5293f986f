import type { ItemLabelsBody, LocationLabelsBody } from '@auction/contracts';
import { itemLabelsBodySchema, locationLabelsBodySchema } from '@auction/contracts';
import {
  compareLotNumbers,
  expandLocationRange,
  formatConsignorNumber,
  locationRangeSize,
  maxLocationRange,
  normaliseSku,
} from '@auction/domain';
import type { Database } from '../../db/database';
import type { Queryable } from '../../db/queries';
import { AppError } from '../../errors';
import type { AuditRepository } from '../../platform/audit.repository';
import type { LocationsService } from '../locations/locations.service';
import { type Label, labelsPdf } from './label-pdf';
import { itemsForLabels } from './labels.repository';

async function itemLabels(
  db: Queryable,
  body: ReturnType<typeof itemLabelsBodySchema.parse>,
): Promise<Label[]> {
  const skus = body.skus.map(normaliseSku).filter((sku): sku is string => sku !== null);
  const rows = await itemsForLabels(db, { itemIds: body.item_ids, skus, locationId: body.location_id });
  return rows
    .sort((a, b) => compareLotNumbers(a.sku, b.sku))
    .map((row) => ({
      code: row.sku,
      words: row.title,
      kind: 'item' as const,
      ...(row.consignor_number === null
        ? {}
        : { corner: formatConsignorNumber(Number(row.consignor_number)) }),
    }));
}

/** Label sheets for items (chosen, scanned, or all at a location) and for warehouse locations. */
export function createLabelsService(deps: {
  db: Database;
  audit: AuditRepository;
  /** The warehouse locations to print, as the locations area finds them. */
  locations: Pick<LocationsService, 'byCodes' | 'byIds'>;
}) {
  const { db, audit } = deps;
  return {
    async items(input: ItemLabelsBody, actorId: string): Promise<Buffer> {
      const body = itemLabelsBodySchema.parse(input);
      const labels = await itemLabels(db, body);
      if (labels.length === 0)
        throw new AppError('NOT_FOUND', 'None of these items exist, so there is nothing to print.');
      await audit.record({
        actorId,
        action: 'labels.printed',
        entity: 'inventory_item',
        entityId: null,
        after: { format: body.format, count: labels.length, first: labels[0]?.code },
      });
      return labelsPdf(labels, body);
    },

    async locations(input: LocationLabelsBody, actorId: string): Promise<Buffer> {
      const body = locationLabelsBodySchema.parse(input);
      if (body.range && locationRangeSize(body.range.parts) > maxLocationRange) {
        throw new AppError('VALIDATION_FAILED', undefined, {
          range: ['Print at most 2,000 location labels at once.'],
        });
      }
      const found = body.range
        ? await deps.locations.byCodes(expandLocationRange(body.range.prefix, body.range.parts))
        : await deps.locations.byIds(body.location_ids);
      if (found.length === 0) {
        throw new AppError(
          'NOT_FOUND',
          'None of these locations exist; create them before printing their labels.',
        );
      }
      await audit.record({
        actorId,
        action: 'labels.printed',
        entity: 'location',
        entityId: null,
        after: { format: body.format, count: found.length, first: found[0]?.code },
      });
      return labelsPdf(
        found.map((location) => ({
          code: location.code,
          words: location.description,
          kind: 'location' as const,
        })),
        body,
      );
    },
  };
}
export type LabelsService = ReturnType<typeof createLabelsService>;
