import type { StaffLot } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildConsignor, buildLot, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
});
afterAll(() => t.close());

const unknown = '00000000-0000-4000-8000-000000000000';

describe("a lot's consignor", () => {
  it('must be a consignor record: an unknown id is a 422 on create and on edit, never a 500', async () => {
    const auction = await buildAuction(t, { status: 'draft' });
    const body = { title: 'Oak Rocking Chair', lot_number: '7', startingBid: 20 };
    const refused = await t.request({
      method: 'POST',
      url: `/api/admin/auctions/${auction.id}/lots`,
      token: staff,
      payload: { ...body, consignor_id: unknown },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ consignor_id: ['That consignor does not exist.'] });

    const consignor = await buildConsignor(t);
    const added = await t.request<StaffLot>({
      method: 'POST',
      url: `/api/admin/auctions/${auction.id}/lots`,
      token: staff,
      payload: { ...body, consignor_id: consignor.id },
    });
    expect(added.status).toBe(201);
    expect(added.body.consignor_id).toBe(consignor.id);

    const lot = await buildLot(t, auction, { status: 'upcoming' });
    const edited = await t.request({
      method: 'PUT',
      url: `/api/admin/lots/${lot.id}`,
      token: staff,
      payload: { consignor_id: unknown },
    });
    expect(edited.status).toBe(422);
    expect(edited.body.errors).toEqual({ consignor_id: ['That consignor does not exist.'] });
  });
});
