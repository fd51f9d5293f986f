import {
  type AdminSettings,
  type AdminSettingsUpdate,
  type AuctionDefaults,
  adminSettingsSchema,
  type CompanyProfile,
  type PostalAddress,
  type PublicSettings,
} from '@auction/contracts';
import { AppError } from '../../errors';
import type { AuditRepository } from '../../platform/audit.repository';
import { type SettingKey, settingKeys, settingsDefaults } from './settings.defaults';
import type { SettingsReader, SettingsRepository } from './settings.repository';

/** "61 Wright Avenue, Dartmouth, NS B3B 1H2": the footer's one-line address. */
export function oneLineAddress(address: PostalAddress): string {
  const region = [address.province, address.postal_code].filter(Boolean).join(' ');
  return [address.street, address.city, region].filter(Boolean).join(', ');
}

/** A stored value that no longer fits its field (an old or hand-edited row) falls back to the default. */
export function mergeSettings(stored: Map<string, unknown>): AdminSettings {
  const merged: Record<string, unknown> = { ...settingsDefaults };
  for (const key of settingKeys) {
    if (!stored.has(key)) continue;
    const field = adminSettingsSchema.shape[key].safeParse(stored.get(key));
    if (field.success) merged[key] = field.data;
  }
  return adminSettingsSchema.parse(merged);
}

/**
 * Settings are read on most requests (maintenance gate), so they are cached briefly. A change on
 * this instance is seen at once; other instances see it within `cacheMs` (and one more read).
 *
 * A read never waits on the database while a value is cached: once the cache is older than
 * `cacheMs` it answers the value it has and refreshes it in the background. On the embedded
 * database (one connection) a read that waited would hang for good when its caller holds a
 * transaction open. A caller inside a transaction passes it (`get(tx)`), and a read that must
 * reach the database then goes through that transaction.
 */
export function createSettingsService(deps: {
  settings: SettingsRepository;
  audit: AuditRepository;
  cacheMs?: number;
}) {
  const cacheMs = deps.cacheMs ?? 2_000;
  let cached: { value: AdminSettings; at: number } | null = null;
  let refreshing: Promise<unknown> | null = null;
  /** Bumped by every change, so a read begun before it cannot put the old value back in the cache. */
  let generation = 0;

  async function load(within?: SettingsReader): Promise<AdminSettings> {
    const started = generation;
    const value = mergeSettings(await deps.settings.all(within));
    if (started === generation) cached = { value, at: Date.now() };
    return value;
  }

  function forget(): void {
    generation += 1;
    cached = null;
  }

  function refreshInBackground(): void {
    if (refreshing) return;
    refreshing = load()
      // A failed refresh keeps the value it had; the next read tries again.
      .catch(() => undefined)
      .finally(() => {
        refreshing = null;
      });
  }

  /** The settings; `within` is the caller's open transaction, when it has one. */
  async function get(within?: SettingsReader): Promise<AdminSettings> {
    if (cached && Date.now() - cached.at < cacheMs) return cached.value;
    if (within) return load(within);
    if (cached) {
      refreshInBackground();
      return cached.value;
    }
    return load();
  }

  return {
    get,
    invalidate: forget,

    async update(patch: AdminSettingsUpdate, actor: { id: string; ip: string }): Promise<AdminSettings> {
      forget();
      const profileId = patch.auction_defaults?.increment_profile_id;
      if (profileId && !(await deps.settings.incrementProfileExists(profileId))) {
        throw new AppError('VALIDATION_FAILED', undefined, {
          'auction_defaults.increment_profile_id': ['Choose an increment profile from the list.'],
        });
      }
      const before = await get();
      const changed = settingKeys.filter(
        (key) => patch[key] !== undefined && JSON.stringify(patch[key]) !== JSON.stringify(before[key]),
      );
      if (changed.length === 0) return before;
      const values = Object.fromEntries(changed.map((key) => [key, patch[key]]));
      await deps.settings.upsert(values);
      await deps.audit.record({
        actorId: actor.id,
        action: 'settings.updated',
        entity: 'settings',
        entityId: null,
        before: pick(before, changed),
        after: values,
        ip: actor.ip,
      });
      forget();
      return get();
    },

    async publicSettings(): Promise<PublicSettings> {
      const s = await get();
      return {
        site_name: s.site_name,
        contact_email: s.contact_email,
        contact_phone: s.contact_phone,
        company_address: oneLineAddress(s.address),
        logo_url: s.logo_url,
        logo_admin_light: s.logo_admin_light,
        logo_admin_dark: s.logo_admin_dark,
      };
    },

    async company(): Promise<CompanyProfile> {
      const s = await get();
      return {
        site_name: s.site_name,
        contact_email: s.contact_email,
        contact_phone: s.contact_phone,
        address: s.address,
        opening_hours: s.opening_hours,
        pickup_hours: s.pickup_hours,
        time_zone: s.time_zone,
        currency: s.currency,
        area_served: s.area_served,
      };
    },

    /** What a new auction starts from; Staff read it for the create-auction form. */
    async auctionDefaults(): Promise<AuctionDefaults> {
      return (await get()).auction_defaults;
    },

    async maintenance(): Promise<{ on: boolean; message: string }> {
      const s = await get();
      return {
        on: s.maintenance_mode,
        message: s.maintenance_message || settingsDefaults.maintenance_message,
      };
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;

function pick(settings: AdminSettings, keys: SettingKey[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, settings[key]]));
}
