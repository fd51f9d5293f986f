import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/database';
import { consignorAdvances, consignors, users } from '../db/schema';
import { seedDatabase } from './seed';
import { seedCommissionProfiles } from './seed-commission-profiles';
import { seedConsignors } from './seed-consignors';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the demo consignors', () => {
  it('makes an estate, a liquidation, a dealer, an Acadian dealer and the demo account’s own record, once', async () => {
    const { mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    await seedDatabase(database.db, await mkdtemp(join(tmpdir(), 'seed-consignors-')));
    await seedCommissionProfiles(database.db);
    expect(await seedConsignors(database.db)).toBe(5);
    expect(await seedConsignors(database.db)).toBeNull();
    const rows = await database.db.select().from(consignors);
    expect(rows.map((row) => row.name).sort()).toEqual([
      'Donald MacKinnon',
      'Estate of Harold Boutilier',
      'Paul Boudreau',
      'Renée Thériault',
      'Walter MacLeod',
    ]);
    const [account] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'consignor@harbourside.example'));
    expect(rows.find((row) => row.name === 'Donald MacKinnon')?.user_id).toBe(account?.id);
    expect(rows.find((row) => row.name === 'Walter MacLeod')?.commission_profile_id).not.toBeNull();
    expect(await database.db.select().from(consignorAdvances)).toHaveLength(1);
  });
});
