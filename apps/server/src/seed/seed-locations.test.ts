import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rowsOf } from '../db/queries';
import { seedLocations } from './seed-locations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo warehouse', () => {
  it('creates racking, a furniture bay and the yard once, leaving codes already there alone', async () => {
    await t.db.execute(sql`insert into locations (code, description) values ('A-01-1', 'Kept')`);
    expect(await seedLocations(t.db)).toBe(12 + 6 + 6 - 1);
    expect(await seedLocations(t.db)).toBe(0);
    const codes = await rowsOf<{ code: string; description: string }>(
      t.db,
      sql`select code, description from locations where code in ('A-01-1', 'A-04-3', 'B-03-2', 'YARD-6')`,
    );
    expect(Object.fromEntries(codes.map((row) => [row.code, row.description]))).toEqual({
      'A-01-1': 'Kept',
      'A-04-3': 'Main building racking',
      'B-03-2': 'Furniture bay',
      'YARD-6': 'Equipment yard',
    });
  });
});
