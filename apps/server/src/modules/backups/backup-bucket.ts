import { type FileHandle, open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { backupNamePattern } from '@auction/contracts';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { type BucketSettings, bucketClient } from '../media/s3-media-store';
import type { OffsiteBackups } from './backup-offsite';

/** Backups sit under their own prefix, apart from the pictures; `/media` serves none of it. */
export const backupPrefix = 'backups/';
/**
 * Above this a backup goes up in parts (one PUT holds 5 GB at most; a backup may reach 10 GB, 640
 * parts). Each part is read into memory, so the SDK can send it again when a request fails.
 */
const defaultPartBytes = 16 * 1024 * 1024;

async function bytesOf(file: FileHandle, start: number, length: number): Promise<Buffer> {
  const bytes = Buffer.alloc(length);
  const { bytesRead } = await file.read(bytes, 0, length, start);
  if (bytesRead !== length) throw new Error('the backup file changed while it was copied');
  return bytes;
}

const isMissing = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as Error).name);

/**
 * The sealed backup files in the bucket, under `backups/<name>`. Objects carry no grant (the
 * bucket's own policy decides, and it must not make `backups/` public) and are marked
 * `private, no-store`; they are already encrypted with the house's key.
 */
export function bucketBackups(
  s3: BucketSettings,
  options: { partBytes?: number; client?: S3Client } = {},
): OffsiteBackups {
  const client = options.client ?? bucketClient(s3);
  const partBytes = options.partBytes ?? defaultPartBytes;
  const Bucket = s3.bucket;
  const stored = { ContentType: 'application/octet-stream', CacheControl: 'private, no-store' };

  async function putInParts(Key: string, file: FileHandle, size: number): Promise<void> {
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key, ...stored }));
    try {
      const parts: { ETag: string | undefined; PartNumber: number }[] = [];
      for (let start = 0, PartNumber = 1; start < size; start += partBytes, PartNumber += 1) {
        const length = Math.min(partBytes, size - start);
        const { ETag } = await client.send(
          new UploadPartCommand({
            Bucket,
            Key,
            UploadId,
            PartNumber,
            Body: await bytesOf(file, start, length),
          }),
        );
        parts.push({ ETag, PartNumber });
      }
      await client.send(
        new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: parts } }),
      );
    } catch (error) {
      // Parts left behind would be billed and never listed.
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => undefined);
      throw error;
    }
  }

  return {
    async put(name, file) {
      const Key = `${backupPrefix}${name}`;
      const handle = await open(file, 'r');
      try {
        const { size } = await handle.stat();
        if (size > partBytes) return await putInParts(Key, handle, size);
        await client.send(
          new PutObjectCommand({ Bucket, Key, ...stored, Body: await bytesOf(handle, 0, size) }),
        );
      } finally {
        await handle.close();
      }
    },

    async list() {
      const found: { name: string; size: number }[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: backupPrefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const name = (object.Key ?? '').slice(backupPrefix.length);
          if (backupNamePattern.test(name)) found.push({ name, size: object.Size ?? 0 });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },

    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: `${backupPrefix}${name}` }));
    },

    async head(name, bytes) {
      const answer = await client.send(
        new GetObjectCommand({ Bucket, Key: `${backupPrefix}${name}`, Range: `bytes=0-${bytes - 1}` }),
      );
      const body = (await answer.Body?.transformToByteArray()) ?? new Uint8Array();
      // A server that ignores the range sends the whole object: only the head is wanted.
      return Buffer.from(body.buffer, body.byteOffset, Math.min(body.byteLength, bytes));
    },

    async read(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: `${backupPrefix}${name}` }));
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}

/** The house's bucket copy of its backups: with `S3_BUCKET` set, the newest `BACKUP_BUCKET_KEEP` there. */
export function backupsOffsiteFor(config: {
  s3: BucketSettings | null;
  backups: { bucketKeep: number };
}): { store: OffsiteBackups; keep: number } | undefined {
  return config.s3 ? { store: bucketBackups(config.s3), keep: config.backups.bucketKeep } : undefined;
}
