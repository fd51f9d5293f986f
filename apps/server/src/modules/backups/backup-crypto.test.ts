import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readSealedManifest,
  recordBytes,
  SealRefused,
  sealMessages,
  sealStream,
  unsealStream,
} from './backup-crypto';

const key = 'a-backup-key-that-is-long-enough-for-the-test';
const otherKey = 'another-backup-key-long-enough-for-the-test!';
const manifest = '{"app":"harbourside-auctions"}';

/** Sends bytes through a transform in uneven pieces and gathers what comes out. */
async function through(bytes: Buffer, transform: NodeJS.ReadWriteStream, piece = 7_777): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += piece) pieces.push(bytes.subarray(at, at + piece));
  const out: Buffer[] = [];
  await pipeline(
    Readable.from(pieces),
    transform,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        out.push(chunk);
        done();
      },
    }),
  );
  return Buffer.concat(out);
}

const sealed = (plain: Buffer) => through(plain, sealStream(key, manifest));

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'backup-crypto-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the sealed backup format', () => {
  it('opens back to the same bytes whatever the length, and reads the manifest from the head alone', async () => {
    for (const length of [0, 1, recordBytes - 1, recordBytes, recordBytes + 1, 3 * recordBytes + 5]) {
      const plain = randomBytes(length);
      const box = await sealed(plain);
      expect((await through(box, unsealStream(key), 50_000)).equals(plain), `${length}`).toBe(true);
      const file = join(dir, `sealed-${length}`);
      await writeFile(file, box);
      expect(await readSealedManifest(file, key)).toBe(manifest);
    }
  });

  it('tells another key from a damaged file, and refuses a flipped, cut or lengthened one', async () => {
    const plain = randomBytes(3 * recordBytes + 100);
    const box = await sealed(plain);
    const file = join(dir, 'sealed');
    await writeFile(file, box);
    await expect(readSealedManifest(file, otherKey)).rejects.toThrow(sealMessages.otherKey);
    await expect(through(box, unsealStream(otherKey))).rejects.toThrow(sealMessages.otherKey);

    const flipped = Buffer.from(box);
    const middle = Math.floor(box.length / 2);
    flipped[middle] = (flipped[middle] ?? 0) ^ 0x01;
    // The last record holds the 100 bytes past the full ones, and its tag: cut exactly before it.
    const cut = box.subarray(0, box.length - (100 + 16));
    const longer = Buffer.concat([box, Buffer.from('more')]);
    for (const [what, bytes] of [
      ['flipped', flipped],
      ['cut at a record', cut],
      ['cut in a record', box.subarray(0, box.length - 10)],
      ['lengthened', longer],
      ['header only', box.subarray(0, 61)],
    ] as const) {
      const error = await through(bytes, unsealStream(key)).catch((e: unknown) => e);
      expect(error, what).toBeInstanceOf(SealRefused);
      expect((error as Error).message, what).toBe(sealMessages.damaged);
    }
  });

  it('holds nothing of the plain bytes in clear', async () => {
    const secretText = Buffer.from('$argon2id$v=19$m=19456,t=2,p=1$known-hash and someone@example.ca');
    const box = await sealed(Buffer.concat([randomBytes(1000), secretText, randomBytes(1000)]));
    expect(box.includes(secretText)).toBe(false);
    expect(box.includes(Buffer.from(manifest))).toBe(false);
  });
});
