import type { PickListEntry } from '@auction/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../../test/factories';
import { buildLocation } from '../../../test/inventory-factories';
import { buildIssuedInvoice, everyDayPickupHours } from '../../../test/pickup/pickup-test-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { inventoryItems, lots as lotsTable } from '../../db/schema';
import { createAuditRepository } from '../../platform/audit.repository';
import { createInvoiceLedger } from '../invoices/invoice-ledger';
import { createSettingsRepository } from '../settings/settings.repository';
import { createSettingsService } from '../settings/settings.service';
import { createPickupRepository } from './pickup.repository';
import { createPickupService } from './pickup.service';

let t: TestApp;
let staffToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await everyDayPickupHours(t);
  staffToken = await tokenFor(t, await buildUser(t, { roles: ['Staff'], name: 'Warehouse Lead' }));
});
afterAll(() => t.close());

function pickupService() {
  const audit = createAuditRepository(t.db);
  return createPickupService({
    db: t.db,
    pickup: createPickupRepository(t.db),
    settings: createSettingsService({ settings: createSettingsRepository(t.db), audit, cacheMs: 0 }),
    audit,
    clock: () => new Date('2026-11-25T12:00:00Z'),
    ledger: createInvoiceLedger({ db: t.db }),
  });
}

/** A shelf or bin of this test's own. */
const shelf = (code: string) =>
  buildLocation(t, { code: `${code}-${Math.random().toString(36).slice(2, 6)}` });

/** Puts the lot on a shelf: the inventory item it was made from waits there (null: no place recorded). */
async function shelve(lotId: string | undefined, location: { id: string } | null) {
  const [item] = await t.db
    .insert(inventoryItems)
    .values({
      sku: `PL-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      title: 'Shelved item',
      location_id: location?.id ?? null,
      status: 'sold',
    })
    .returning();
  await t.db
    .update(lotsTable)
    .set({ inventory_item_id: item?.id })
    .where(eq(lotsTable.id, lotId ?? ''));
}

describe("the day's pick list", () => {
  it('lists each pickup’s lots in shelf order, then lot number, with their place; unplaced lots last', async () => {
    const { invoice, buyer, lots } = await buildIssuedInvoice(t, {
      hammers: [1_000, 2_000, 3_000, 4_000, 5_000],
      buyerName: 'Shelf Order Buyer',
    });
    const [b, a10, a9] = [await shelf('PLB-02'), await shelf('PLA-10'), await shelf('PLA-9')];
    // Lot numbers rise with the lots; the shelves do not.
    await shelve(lots[0]?.id, b);
    await shelve(lots[1]?.id, a10);
    await shelve(lots[2]?.id, a9);
    await shelve(lots[3]?.id, null);
    await shelve(lots[4]?.id, a9);
    await pickupService().book(invoice.id, '2026-11-27T14:30:00.000Z', { id: buyer.id, roles: ['Bidder'] });

    const answer = await t.request<PickListEntry[]>({
      method: 'GET',
      url: '/api/admin/pick-list?date=2026-11-27',
      token: staffToken,
    });
    expect(answer.status, answer.text).toBe(200);
    const entry = answer.body.find((row) => row.invoice_id === invoice.id);
    const number = (index: number) => lots[index]?.lot_number;
    expect(entry?.lots.map((lot) => [lot.location, lot.lot_number])).toEqual([
      [a9.code, number(2)],
      [a9.code, number(4)],
      [a10.code, number(1)],
      [b.code, number(0)],
      [null, number(3)],
    ]);
  });
});
