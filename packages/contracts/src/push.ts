import { z } from 'zod';
import { onOneLine, uuidSchema } from './fields';

/** Base64url without padding, as `PushSubscription.toJSON()` gives the keys. */
const base64url = /^[A-Za-z0-9_-]+$/;

function decodedLength(value: string): number {
  return Math.floor((value.length * 3) / 4);
}

/**
 * The device's public ECDH key: an uncompressed P-256 point, 65 bytes (87 characters), first
 * byte 0x04, so its text starts with "B".
 */
const p256dhSchema = z
  .string()
  .refine(
    (value) => base64url.test(value) && decodedLength(value) === 65 && value.startsWith('B'),
    'Not a P-256 public key (65 bytes, base64url).',
  );
/** The device's auth secret: 16 bytes (22 characters). */
const authSecretSchema = z
  .string()
  .refine(
    (value) => base64url.test(value) && decodedLength(value) === 16,
    'Not an auth secret (16 bytes, base64url).',
  );

/** A push service's address: a web address; the server also insists on https (see decision 0071). */
const endpointSchema = z
  .string()
  .max(2048, 'This push address is too long.')
  .pipe(z.url({ protocol: /^https?$/, error: 'Not a push service address.' }));

/** POST /api/users/me/push-subscriptions: what `PushSubscription.toJSON()` gives, and a name. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: p256dhSchema, auth: authSecretSchema }),
  device_label: z
    .string()
    .trim()
    .check(onOneLine)
    .max(80, 'Keep the device name under 80 characters.')
    .default(''),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** One of my devices that receives alerts. */
export const pushDeviceSchema = z.object({
  id: uuidSchema,
  device_label: z.string(),
  /** So the page can tell which row is the device it runs on. */
  endpoint: z.string(),
  created_at: z.string(),
  last_sent_at: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;
export const pushDeviceListSchema = z.object({ data: z.array(pushDeviceSchema) });
export const pushDeviceParamsSchema = z.object({ id: uuidSchema });

/** The kinds of alert a bidder may switch on or off (all on until changed). */
export const alertPreferenceKeys = [
  'outbid',
  'closing_soon',
  'won',
  'live_starting',
  'invoice_issued',
  'saved_search',
] as const;
export type AlertPreferenceKey = (typeof alertPreferenceKeys)[number];

export const alertPreferencesSchema = z.object({
  outbid: z.boolean(),
  closing_soon: z.boolean(),
  won: z.boolean(),
  live_starting: z.boolean(),
  invoice_issued: z.boolean(),
  saved_search: z.boolean(),
});
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;

/** PUT /api/users/me/alert-preferences: any of the kinds; the others keep their value. */
export const alertPreferencesBodySchema = alertPreferencesSchema
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Switch at least one kind of alert on or off.');

/** GET /api/push/public-key: the VAPID key a browser subscribes with. */
export const pushPublicKeySchema = z.object({ public_key: z.string() });
