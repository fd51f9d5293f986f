import { randomUUID } from 'node:crypto';
import { locations } from '../src/db/schema';
import type { TestApp } from './test-app';

/** A warehouse location with a fresh code (`T-1A2B3C`) unless told otherwise. */
export async function buildLocation(
  t: Pick<TestApp, 'db'>,
  options: { code?: string; archived?: boolean } = {},
) {
  const code = options.code ?? `T-${randomUUID().slice(0, 6).toUpperCase()}`;
  const [row] = await t.db
    .insert(locations)
    .values({ code, archived_at: options.archived ? new Date() : null })
    .returning();
  if (!row) throw new Error('buildLocation inserted nothing');
  return row;
}
