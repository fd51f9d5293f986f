import { eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { settings } from '../../db/schema';

/** The settings row that keeps the house's push keys; never read by the settings API. */
const vapidKeysSetting = 'push_vapid_keys';

const storedKeysSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });
export type VapidKeys = z.infer<typeof storedKeysSchema>;

/**
 * The house's VAPID key pair, made on first start and kept with the data: a fresh pair is written
 * only if none is stored, and whatever is stored then is read back, so two instances starting at
 * once agree on one pair (a browser's subscriptions are tied to it).
 */
export async function loadVapidKeys(db: Database): Promise<VapidKeys> {
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insert(settings)
    .values({ key: vapidKeysSetting, value: sql`${JSON.stringify(fresh)}::jsonb` })
    .onConflictDoNothing({ target: settings.key });
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, vapidKeysSetting));
  return storedKeysSchema.parse(row?.value);
}

/** Loaded once per process and shared; a failed load is tried again by the next caller. */
export function vapidKeysOnce(db: Database): () => Promise<VapidKeys> {
  let loading: Promise<VapidKeys> | null = null;
  return () => {
    loading ??= loadVapidKeys(db).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
