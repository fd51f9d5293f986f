import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageImport, ImageImportFields } from '@auction/contracts';
import { matchPictureNames, normaliseSku, readingsOf } from '@auction/domain';
import type { Database } from '../../db/database';
import type { ImageImportFileColumn } from '../../db/schema';
import { AppError } from '../../errors';
import type { BackgroundWork } from '../../jobs/background-work';
import type { AuditRepository } from '../../platform/audit.repository';
import type { AuctionsService } from '../auctions/auctions.service';
import type { MediaStore } from '../media/media-store';
import { createImageImportRepository } from './image-import.repository';
import { type ImageImportRow, toImageImportJson } from './image-import-json';
import { failInterruptedImports } from './interrupted-imports';
import type { ZipPicture } from './picture-zip';
import { storeImportedPictures } from './store-pictures';

export interface ImportActor {
  id: string;
  ip?: string | null;
}

/** Lot numbers and SKUs are matched without regard to case, and `007` is lot 7. */
const lotKey = (key: string) =>
  key
    .trim()
    .toUpperCase()
    .replace(/^0+(?=\d)/, '');

const notFound = () => new AppError('NOT_FOUND', 'This picture import does not exist.');

/**
 * Picture imports: files (or a zip) staged in `stagingRoot/<import id>/`, matched by name to the
 * lots of an auction or to SKUs for staff to preview; processed in the background on their word,
 * every file through the lot pictures' checks and sizes; the staged files are removed after.
 */
export function createImageImportService(deps: {
  db: Database;
  media: MediaStore;
  auctions: Pick<AuctionsService, 'find'>;
  audit: AuditRepository;
  background: BackgroundWork;
  stagingRoot: string;
}) {
  const { db } = deps;
  const imports = createImageImportRepository(db);
  const stagingDir = (id: string) => join(deps.stagingRoot, id);

  /** Each key the names may mean -> the lot or item it names, with its label and picture count. */
  async function targetsOf(fields: ImageImportFields & { auctionId: string | null }, names: string[]) {
    const keys = [...new Set(names.flatMap((name) => readingsOf(name).map((reading) => reading.key)))];
    const targets = new Map<string, { id: string; label: string; pictures: number }>();
    if (keys.length === 0) return targets;
    if (fields.target === 'auction') {
      const wanted = keys.map(lotKey);
      const rows = await imports.lotsOf(fields.auctionId);
      for (const row of rows) {
        if (wanted.includes(lotKey(row.lot_number))) {
          targets.set(lotKey(row.lot_number), {
            id: row.id,
            label: `Lot ${row.lot_number}`,
            pictures: Number(row.pictures),
          });
        }
      }
      return targets;
    }
    const skus = keys.map((key) => normaliseSku(key)).filter((sku): sku is string => sku !== null);
    if (skus.length === 0) return targets;
    const rows = await imports.itemsWithSkus(skus);
    for (const row of rows) {
      targets.set(row.sku.toUpperCase(), { id: row.id, label: row.sku, pictures: Number(row.pictures) });
    }
    return targets;
  }

  async function row(id: string): Promise<ImageImportRow> {
    const found = await imports.byId(id);
    if (!found) throw notFound();
    return found;
  }

  return {
    stagingDir,

    /** Matches the staged files and keeps the preview; nothing is stored until `process`. */
    async preview(
      id: string,
      fields: ImageImportFields,
      staged: ZipPicture[],
      actor: ImportActor,
    ): Promise<ImageImport> {
      const auctionId =
        fields.target === 'auction' && fields.auction_id
          ? (await deps.auctions.find(fields.auction_id, { withDrafts: true })).id
          : null;
      const names = staged.map((file) => file.name);
      const targets = await targetsOf({ ...fields, auctionId }, names);
      const keyOf = (key: string) => (fields.target === 'auction' ? lotKey(key) : (normaliseSku(key) ?? ''));
      const matches = matchPictureNames(
        staged.map((file, index) => (file.reason ? `\u0000${index}` : file.name)),
        (key) => (targets.has(keyOf(key)) ? keyOf(key) : null),
        (key) =>
          fields.target === 'auction' ? `No lot ${key} in this auction.` : `No item has the SKU ${key}.`,
      );
      const files: ImageImportFileColumn[] = staged.map((file, index) => {
        const match = matches[index];
        const key = file.path ? `${id}/${file.path.split(/[\\/]/).pop()}` : null;
        if (file.reason || !match) {
          return {
            name: file.name,
            upload_key: null,
            match: null,
            outcome: 'refused',
            reason: file.reason ?? '',
          };
        }
        if (match.outcome === 'unmatched') {
          return {
            name: file.name,
            upload_key: null,
            match: null,
            outcome: 'unmatched',
            reason: match.reason,
          };
        }
        const target = targets.get(match.target);
        if (!target) throw new Error('matched a target that is not there');
        const idField = fields.target === 'auction' ? { lot_id: target.id } : { item_id: target.id };
        if (match.outcome === 'duplicate') {
          return {
            name: file.name,
            upload_key: null,
            match: { ...idField, label: target.label, position: 0 },
            outcome: 'duplicate',
            reason: match.reason,
          };
        }
        return {
          name: file.name,
          upload_key: key,
          match: { ...idField, label: target.label, position: target.pictures + match.position + 1 },
          outcome: 'pending',
        };
      });
      // Files that will not be imported leave the staging folder now.
      await Promise.all(
        staged.map((file, index) =>
          file.path && files[index]?.outcome !== 'pending' ? rm(file.path, { force: true }) : null,
        ),
      );
      const pending = files.filter((file) => file.outcome === 'pending').length;
      const saved = await imports.insertPreview({
        id,
        target: fields.target,
        auctionId,
        files,
        total: pending,
        createdBy: actor.id,
      });
      if (!saved) throw new Error('image import insert returned nothing');
      return toImageImportJson(saved);
    },

    /** The import as it stands; one a stopped server left running is marked failed first. */
    async get(id: string): Promise<ImageImport> {
      await failInterruptedImports(db, deps.stagingRoot, id);
      return toImageImportJson(await row(id));
    },

    /** On start: every import a stopped server left queued or running is marked failed. */
    failInterrupted(): Promise<number> {
      return failInterruptedImports(db, deps.stagingRoot);
    },

    /** Starts the import of a previewed one in the background; the answer is its state to poll. */
    async process(id: string, actor: ImportActor): Promise<ImageImport> {
      await row(id);
      const queued = await imports.queue(id);
      if (!queued) throw new AppError('CONFLICT', 'This import has already been started or discarded.');
      await deps.audit.record({
        actorId: actor.id,
        action: 'image_import.started',
        entity: 'image_import',
        entityId: id,
        after: { target: queued.target, auction_id: queued.auction_id, total: queued.total },
        ip: actor.ip ?? null,
      });
      deps.background.run('picture import', () =>
        storeImportedPictures({
          db,
          media: deps.media,
          stagingRoot: deps.stagingRoot,
          importId: id,
          actorId: actor.id,
        }),
      );
      return toImageImportJson(queued);
    },

    /** Drops a preview and its staged files; an import already started cannot be discarded. */
    async discard(id: string, actor: ImportActor): Promise<{ message: string }> {
      await row(id);
      if (!(await imports.deletePreview(id)))
        throw new AppError('CONFLICT', 'This import has already been started.');
      await rm(stagingDir(id), { recursive: true, force: true });
      await deps.audit.record({
        actorId: actor.id,
        action: 'image_import.discarded',
        entity: 'image_import',
        entityId: id,
        ip: actor.ip ?? null,
      });
      return { message: 'The preview is discarded; no picture was imported.' };
    },
  };
}
export type ImageImportService = ReturnType<typeof createImageImportService>;
