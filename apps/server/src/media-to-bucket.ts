// `npm run media:to-bucket`: copies DATA_DIR/uploads into the S3 bucket once, when a house moves
// its pictures and certificates to a bucket. Safe to run again: what the bucket has is skipped.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { copyUploadsToBucket } from './modules/media/uploads-to-bucket';

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  if (!config.s3) {
    console.error(
      'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set to copy uploads into a bucket.',
    );
    return 1;
  }
  const uploads = resolve(join(config.dataDir, 'uploads'));
  if (!existsSync(uploads)) {
    console.log(`${uploads} does not exist: nothing to copy.`);
    return 0;
  }
  console.log(`Copying ${uploads} into the bucket ${config.s3.bucket}...`);
  const result = await copyUploadsToBucket(uploads, config.s3, (key, outcome) => {
    if (outcome === 'left alone') console.log(`  left alone (not a picture or certificate): ${key}`);
  });
  console.log(
    `${result.copied} copied, ${result.skipped} already in the bucket, ${result.leftAlone.length} left alone.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
