import { afterAll, beforeAll } from 'vitest';
import { inventoryItems } from '../../src/db/schema';
import { buildConsignor, buildUser, tokenFor } from '../factories';
import { createTestApp, type TestApp } from '../test-app';

/*
 * What the consignor portal's route tests share: each file calls `useConsignorPortalApp()` once
 * for its own app and a bidder's token, and builds its own consignors with the helpers below.
 */
export let t: TestApp;
export let bidderToken: string;

export function useConsignorPortalApp() {
  beforeAll(async () => {
    t = await createTestApp();
    bidderToken = await tokenFor(t, await buildUser(t, { roles: ['Bidder'] }));
  });
  afterAll(() => t.close());
}

export const sku = () => `CP-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;

/** A consignor record linked to a user holding the Consignor role, with that user's token. */
export async function linkedConsignor(name: string, options: Parameters<typeof buildConsignor>[1] = {}) {
  const user = await buildUser(t, { roles: ['Bidder', 'Consignor'], name });
  const record = await buildConsignor(t, { name, user_id: user.id, ...options });
  return { record, user, token: await tokenFor(t, user) };
}

/** An inventory item of the consignor's. */
export async function item(consignorId: string, values: Partial<typeof inventoryItems.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(inventoryItems)
    .values({ sku: sku(), title: 'Pine blanket box', consignor_id: consignorId, ...values })
    .returning();
  if (!row) throw new Error('no item');
  return row;
}

export const get = <T>(url: string, token?: string) =>
  t.request<T>({ method: 'GET', url, ...(token ? { token } : {}) });
