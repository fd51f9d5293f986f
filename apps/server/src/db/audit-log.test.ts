import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { createAuditRepository } from '../platform/audit.repository';
import type { DatabaseHandle } from './database';
import { oneOf } from './queries';
import { auditLog } from './schema';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('audit_log', () => {
  it('takes new rows but refuses to change or delete them', async () => {
    await createAuditRepository(database.db).record({
      actorId: null,
      action: 'settings.updated',
      entity: 'settings',
      entityId: null,
      before: { site_name: 'A' },
      after: { site_name: 'B' },
      ip: '127.0.0.1',
    });
    await expect(database.db.update(auditLog).set({ action: 'tampered' })).rejects.toThrow();
    await expect(database.db.delete(auditLog)).rejects.toThrow();
    const rows = await database.db.select().from(auditLog);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'settings.updated', after: { site_name: 'B' } });
  });

  it('runs the migrations a second time without change', async () => {
    await database.migrate();
    const count = await oneOf<{ n: number }>(database.db, sql`select count(*)::int as n from audit_log`);
    expect(count?.n).toBe(1);
  });
});
