import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { open } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * A backup file at rest (decision 0089): a small plain header, the manifest sealed on its own (so
 * the list reads it without the rest), then the tar in 64 KiB records, each sealed with AES-256-GCM
 * under a nonce of its number and a last-record flag (the STREAM construction age uses), so a
 * removed, reordered, cut or altered record fails its tag before anything reads it.
 *
 * Header: magic `HSBACKUP`, version 1, a random 16-byte salt, the manifest's length (u32), and
 * an HMAC of those bytes with a key of its own, which tells "another key" from "damaged".
 * Both keys come from the setting by HKDF-SHA256 with the file's salt.
 */
export const sealedMagic = Buffer.from('HSBACKUP', 'ascii');
const version = 1;
const saltBytes = 16;
const checkBytes = 32;
const tagBytes = 16;
export const recordBytes = 64 * 1024;
const fieldsBytes = sealedMagic.length + 1 + saltBytes + 4;
const headerBytes = fieldsBytes + checkBytes;
const maxManifestBytes = 64 * 1024 * 1024;
const manifestFlag = 2;

export const sealMessages = {
  otherKey: 'This backup was made with another encryption key: set the key it was made with to use it.',
  damaged: 'This backup is damaged or incomplete: part of it does not decrypt.',
};

/** Why a sealed file cannot be opened; the message is for the Admin. */
export class SealRefused extends Error {
  override name = 'SealRefused';
}

function keysOf(secret: string, salt: Buffer): { data: Buffer; check: Buffer } {
  const okm = Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), salt, 'harbourside backup v1', 64));
  return { data: okm.subarray(0, 32), check: okm.subarray(32) };
}

/** 12 bytes: zeros, the record's number (48 bits), and a flag (0 a record, 1 the last, 2 the manifest). */
function nonceOf(counter: number, flag: number): Buffer {
  const nonce = Buffer.alloc(12);
  nonce.writeUIntBE(counter, 5, 6);
  nonce[11] = flag;
  return nonce;
}

function seal(key: Buffer, nonce: Buffer, plain: Buffer, aad?: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  if (aad) cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([body, cipher.getAuthTag()]);
}

function unseal(key: Buffer, nonce: Buffer, sealed: Buffer, aad?: Buffer): Buffer {
  if (sealed.length < tagBytes) throw new SealRefused(sealMessages.damaged);
  const decipher = createDecipheriv('aes-256-gcm', key, nonce);
  if (aad) decipher.setAAD(aad);
  decipher.setAuthTag(sealed.subarray(sealed.length - tagBytes));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - tagBytes)), decipher.final()]);
  } catch {
    throw new SealRefused(sealMessages.damaged);
  }
}

/** Whether these first bytes are the start of a sealed backup (any key). */
export const isSealed = (head: Buffer) =>
  head.length >= sealedMagic.length && head.subarray(0, sealedMagic.length).equals(sealedMagic);

interface Header {
  bytes: Buffer;
  keys: { data: Buffer; check: Buffer };
  manifestBytes: number;
}

/** Reads and checks the header; throws SealRefused for another key. */
function openHeader(secret: string, bytes: Buffer): Header {
  if (bytes.length < headerBytes || !isSealed(bytes) || bytes[sealedMagic.length] !== version) {
    throw new SealRefused(sealMessages.damaged);
  }
  const salt = bytes.subarray(sealedMagic.length + 1, sealedMagic.length + 1 + saltBytes);
  const manifestBytes = bytes.readUInt32BE(fieldsBytes - 4);
  const keys = keysOf(secret, salt);
  const expected = createHmac('sha256', keys.check).update(bytes.subarray(0, fieldsBytes)).digest();
  if (!timingSafeEqual(expected, bytes.subarray(fieldsBytes, headerBytes))) {
    throw new SealRefused(sealMessages.otherKey);
  }
  if (manifestBytes > maxManifestBytes) throw new SealRefused(sealMessages.damaged);
  return { bytes: bytes.subarray(0, headerBytes), keys, manifestBytes };
}

/** The opened manifest's text, or SealRefused. Reads only the head of the file. */
export async function readSealedManifest(file: string, secret: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(headerBytes);
    const { bytesRead } = await handle.read(head, 0, headerBytes, 0);
    const header = openHeader(secret, head.subarray(0, bytesRead));
    const sealed = Buffer.alloc(header.manifestBytes + tagBytes);
    const read = await handle.read(sealed, 0, sealed.length, headerBytes);
    return openManifest(header, sealed.subarray(0, read.bytesRead));
  } finally {
    await handle.close();
  }
}

function openManifest(header: Header, sealed: Buffer): string {
  return unseal(header.keys.data, nonceOf(0, manifestFlag), sealed, header.bytes).toString('utf8');
}

/**
 * The bytes a sealed file's head (header and sealed manifest) takes, from its first
 * `sealedHeaderBytes`, checked with this key first; SealRefused for another key or a damaged one.
 */
export function headLengthOf(firstBytes: Buffer, secret: string): number {
  return headerBytes + openHeader(secret, firstBytes).manifestBytes + tagBytes;
}
export const sealedHeaderBytes = headerBytes;

/** The manifest's text from the head of a sealed file held in memory (a bucket copy's first bytes), or SealRefused. */
export function readSealedManifestOf(head: Buffer, secret: string): string {
  const header = openHeader(secret, head.subarray(0, headerBytes));
  return openManifest(header, head.subarray(headerBytes, headerBytes + header.manifestBytes + tagBytes));
}

/** A small queue of bytes for cutting a stream into records. */
class Bytes {
  private chunks: Buffer[] = [];
  length = 0;
  push(chunk: Buffer) {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }
  take(count: number): Buffer {
    const all = this.chunks.length === 1 ? (this.chunks[0] as Buffer) : Buffer.concat(this.chunks);
    this.chunks = all.length > count ? [all.subarray(count)] : [];
    this.length = all.length - Math.min(count, all.length);
    return all.subarray(0, count);
  }
}

/** Seals a tar stream: writes the header and the manifest first, then the records. */
export function sealStream(secret: string, manifestText: string): Transform {
  const salt = randomBytes(saltBytes);
  const keys = keysOf(secret, salt);
  const manifest = Buffer.from(manifestText, 'utf8');
  const fields = Buffer.concat([sealedMagic, Buffer.from([version]), salt, Buffer.alloc(4)]);
  fields.writeUInt32BE(manifest.length, fieldsBytes - 4);
  const header = Buffer.concat([fields, createHmac('sha256', keys.check).update(fields).digest()]);
  const pending = new Bytes();
  let counter = 0;
  let started = false;
  const start = (stream: Transform) => {
    if (started) return;
    started = true;
    stream.push(header);
    stream.push(seal(keys.data, nonceOf(0, manifestFlag), manifest, header));
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      start(this);
      pending.push(chunk);
      // The last record is sealed as such in flush, so a full one is held until more follows.
      while (pending.length > recordBytes) {
        this.push(seal(keys.data, nonceOf(counter++, 0), pending.take(recordBytes)));
      }
      done();
    },
    flush(done: TransformCallback) {
      start(this);
      this.push(seal(keys.data, nonceOf(counter, 1), pending.take(pending.length)));
      done();
    },
  });
}

/** Opens a sealed stream back into the tar; errors with SealRefused at the first bad record. */
export function unsealStream(secret: string): Transform {
  const pending = new Bytes();
  let header: Header | null = null;
  let manifestRead = false;
  let counter = 0;
  const sealedRecord = recordBytes + tagBytes;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      try {
        pending.push(chunk);
        if (!header) {
          if (pending.length < headerBytes) return done();
          header = openHeader(secret, pending.take(headerBytes));
        }
        if (!manifestRead) {
          if (pending.length < header.manifestBytes + tagBytes) return done();
          const sealed = pending.take(header.manifestBytes + tagBytes);
          unseal(header.keys.data, nonceOf(0, manifestFlag), sealed, header.bytes);
          manifestRead = true;
        }
        while (pending.length > sealedRecord) {
          this.push(unseal(header.keys.data, nonceOf(counter++, 0), pending.take(sealedRecord)));
        }
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      try {
        if (!header || !manifestRead) throw new SealRefused(sealMessages.damaged);
        this.push(unseal(header.keys.data, nonceOf(counter, 1), pending.take(pending.length)));
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
}
