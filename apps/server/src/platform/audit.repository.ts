import type { Database } from '../db/database';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** Append-only (a trigger refuses UPDATE and DELETE on the table). */
export function createAuditRepository(db: Database) {
  return {
    async record(entry: AuditEntry): Promise<void> {
      await db.insert(auditLog).values({
        actor_id: entry.actorId,
        action: entry.action,
        entity: entry.entity,
        entity_id: entry.entityId,
        before: entry.before ?? null,
        after: entry.after ?? null,
        ip: entry.ip ?? null,
      });
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
