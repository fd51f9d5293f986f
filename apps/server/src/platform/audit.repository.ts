import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Queryable } from '../db/queries';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** Missing and null both store SQL NULL; anything else is stored as its JSON. */
const jsonbOf = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Writes one audit row on whatever it is handed: a transaction, so the row commits or rolls back
 * with the change it records, or the database. Append-only (a trigger refuses UPDATE and DELETE).
 */
export async function recordAudit(q: Queryable, entry: AuditEntry): Promise<void> {
  await q.execute(sql`insert into audit_log (actor_id, action, entity, entity_id, before, after, ip)
    values (${entry.actorId}::uuid, ${entry.action}, ${entry.entity}, ${entry.entityId},
      ${jsonbOf(entry.before)}::jsonb, ${jsonbOf(entry.after)}::jsonb, ${entry.ip ?? null})`);
}

export function createAuditRepository(db: Database) {
  return {
    record: (entry: AuditEntry): Promise<void> => recordAudit(db, entry),
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
