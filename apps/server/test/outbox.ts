import { desc, eq } from 'drizzle-orm';
import { type OutboxRow, outbox } from '../src/db/schema';
import type { TestApp } from './test-app';

/** Mails sent to one address, newest first, once the work that requests left for later is done. */
export async function mailsTo(t: Pick<TestApp, 'db' | 'app'>, to: string): Promise<OutboxRow[]> {
  await t.app.background.settled();
  return t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.created_at));
}

/** The token in the first link of a mail: `/verify-email?token=...` or `/reset-password/...`. */
export function linkToken(mail: OutboxRow | undefined): string {
  const match = mail?.text.match(/\/verify-email\?token=([\w-]+)|\/reset-password\/([\w-]+)/);
  const token = match?.[1] ?? match?.[2];
  if (!token) throw new Error(`no link in mail: ${mail?.text}`);
  return token;
}
