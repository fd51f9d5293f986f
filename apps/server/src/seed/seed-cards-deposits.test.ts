import { join } from 'node:path';
import type { AuctionRegistration, StaffRegistrationExtras } from '@auction/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from '../db/schema';
import { localMediaStore } from '../modules/media/media-store';
import { seedDatabase } from './seed';
import { demoDepositCents, seedCardsDeposits } from './seed-cards-deposits';
import { seedCatalogue } from './seed-catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.db, t.dataDir);
  await seedCatalogue(t.db, { media: localMediaStore(join(t.dataDir, 'uploads')) });
}, 120_000);
afterAll(() => t.close());

describe('the demo deposit sale', () => {
  it('asks a deposit with its own terms, and the second bidder has a Visa ending 4242 and the deposit paid', async () => {
    const seeded = await seedCardsDeposits(t.db);
    expect(seeded).not.toBeNull();
    expect(await seedCardsDeposits(t.db)).toBeNull();
    const { auctionId } = seeded as { auctionId: string };
    const sale = await t.request<{ deposit_cents: number; payment_due_hours: number | null }>({
      method: 'GET',
      url: `/api/auctions/${auctionId}`,
    });
    expect(sale.body).toMatchObject({
      deposit_cents: demoDepositCents,
      payment_due_hours: expect.any(Number),
    });
    const [bidder] = await t.db.select().from(users).where(eq(users.email, 'bidder2@harbourside.example'));
    const mine = await t.request<AuctionRegistration>({
      method: 'GET',
      url: `/api/auctions/${auctionId}/registration`,
      token: await tokenFor(t, { row: bidder as NonNullable<typeof bidder> }),
    });
    expect(mine.body).toMatchObject({
      status: 'approved',
      standing: { card: { label: 'Visa ending 4242' }, deposit: { held_cents: demoDepositCents } },
    });
    const staff = await tokenFor(t, await buildUser(t, { roles: ['Staff'] }));
    const extras = await t.request<StaffRegistrationExtras>({
      method: 'GET',
      url: `/api/admin/auctions/${auctionId}/registration-deposits`,
      token: staff,
    });
    const withCard = extras.body.data.filter((row) => row.card?.label === 'Visa ending 4242');
    expect(withCard).toHaveLength(1);
    expect(withCard[0]?.deposit).toMatchObject({ paid_cents: demoDepositCents, status: 'held' });
  });
});
