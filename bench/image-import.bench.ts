// Imports 200 camera-sized pictures through the picture import (staged files matched to 200 lots,
// each through the lot pictures' byte checks and three WebP sizes, appended to its lot), next to
// sharp alone making the same three sizes of the same pictures (the limit). Figures, not
// assertions. Runs on the embedded database: the time is in the pictures, not the rows.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pictureWidths } from '@auction/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { storeImportedPictures } from '../apps/server/src/modules/image-import/store-pictures';
import { localMediaStore } from '../apps/server/src/modules/media/media-store';
import { openBenchDatabase } from './bid-sale';

const pictureCount = Number(process.env.BENCH_PICTURES ?? 200);

const width = 2000;
const height = 1500;

/** A textured 2000 x 1500 image, so the encoder has work like a photo's; each picture tints it. */
function texture(): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    pixels[i] = (x * 7 + y) % 256;
    pixels[i + 1] = (y * 5 + x) % 256;
    pixels[i + 2] = (x ^ y) % 256;
  }
  return pixels;
}

const work = mkdtempSync(join(tmpdir(), 'auction-picture-bench-'));
const database = await openBenchDatabase('pglite');
try {
  const db = database.handle.db;
  const base = texture();
  const pictures: Buffer[] = [];
  for (let i = 0; i < pictureCount; i += 1) {
    pictures.push(
      await sharp(base, { raw: { width, height, channels: 3 } })
        .modulate({ hue: (i * 7) % 360 })
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
  }
  const megabytes = pictures.reduce((sum, bytes) => sum + bytes.length, 0) / 1024 / 1024;
  const [auction] = (
    (await db.execute(sql`insert into auctions (title, slug, status) values ('Bench sale', 'bench-sale', 'draft')
      returning id`)) as unknown as { rows: { id: string }[] }
  ).rows;
  if (!auction) throw new Error('no auction');
  const lots = (
    (await db.execute(sql`insert into lots (auction_id, lot_number, sale_order, title, slug, starting_bid_cents)
      select ${auction.id}::uuid, n::text, n, 'Bench lot ' || n, 'bench-lot-' || n, 1000
      from generate_series(1, ${pictureCount}) as n returning id, lot_number`)) as unknown as {
      rows: { id: string; lot_number: string }[];
    }
  ).rows;

  // The import, as it runs once staff confirm the preview: files staged, matched, then stored.
  const importId = '00000000-0000-4000-8000-000000000001';
  const staging = join(work, 'staging');
  mkdirSync(join(staging, importId), { recursive: true });
  const files = lots.map((lot, index) => {
    writeFileSync(join(staging, importId, String(index)), pictures[index] as Buffer);
    return {
      name: `${lot.lot_number}_1.jpg`,
      upload_key: `${importId}/${index}`,
      match: { lot_id: lot.id, label: `Lot ${lot.lot_number}`, position: 1 },
      outcome: 'pending',
    };
  });
  await db.execute(sql`insert into image_imports (id, status, target, auction_id, files, total)
    values (${importId}, 'queued', 'auction', ${auction.id}, ${JSON.stringify(files)}::jsonb, ${pictureCount})`);
  let started = performance.now();
  await storeImportedPictures({
    db,
    media: localMediaStore(join(work, 'media')),
    stagingRoot: staging,
    importId,
    actorId: null,
  });
  const importMs = performance.now() - started;
  const stored = (
    (await db.execute(sql`select count(*)::int as n from lot_images`)) as unknown as { rows: { n: number }[] }
  ).rows[0]?.n;
  if (stored !== pictureCount) throw new Error(`the import stored ${stored} pictures`);

  // The limit: sharp alone, the same three sizes of each picture, nothing checked or stored.
  started = performance.now();
  for (const bytes of pictures) {
    await Promise.all(
      Object.entries(pictureWidths).map(([variant, width]) =>
        sharp(bytes)
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: variant === 'thumb' ? 70 : 80 })
          .toBuffer(),
      ),
    );
  }
  const sharpMs = performance.now() - started;
  const rate = (ms: number) => (pictureCount / (ms / 1000)).toFixed(1);
  console.log(
    `\n${database.kind}: ${pictureCount} pictures of 2000 x 1500 (${megabytes.toFixed(0)} MB of JPEG)`,
  );
  console.log(
    `  picture import (checks, three WebP sizes, store, attach): ${importMs.toFixed(0)} ms, ${rate(importMs)} pictures/s`,
  );
  console.log(
    `  sharp alone, the same three sizes (limit): ${sharpMs.toFixed(0)} ms, ${rate(sharpMs)} pictures/s`,
  );
  console.log(`  ratio import / limit: ${(importMs / sharpMs).toFixed(2)}x`);
} finally {
  await database.drop();
  rmSync(work, { recursive: true, force: true });
}
