import type { Database } from '../../db/database';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** One audit row, on the database or in an open transaction, so it commits with the change it records. */
export async function insertAuditEntry(db: Pick<Database, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actor_id: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}

/** Append-only (a trigger refuses UPDATE and DELETE on the table). */
export function createAuditRepository(db: Database) {
  return {
    record: (entry: AuditEntry): Promise<void> => insertAuditEntry(db, entry),
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
