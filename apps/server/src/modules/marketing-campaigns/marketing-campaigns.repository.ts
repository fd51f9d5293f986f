import type { CampaignAudience } from '@auction/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { oneOf, type Queryable } from '../../db/queries';
import { type MarketingCampaignRow, marketingCampaigns } from '../../db/schema';
import { audienceQuery } from './campaign-audience';

// The writes to campaigns; who may make which change is the service's. The reads are in
// campaign-queries.ts.

export type NewCampaign = typeof marketingCampaigns.$inferInsert;
export type CampaignDraftChanges = Partial<Omit<NewCampaign, 'id' | 'status' | 'created_by' | 'created_at'>>;

export async function insertCampaign(db: Database, values: NewCampaign): Promise<MarketingCampaignRow> {
  const [row] = await db.insert(marketingCampaigns).values(values).returning();
  if (!row) throw new Error('The campaign insert returned no row.');
  return row;
}

/** Changes a draft; undefined when the campaign is gone or no longer a draft. */
export async function updateDraft(
  db: Database,
  id: string,
  changes: CampaignDraftChanges,
): Promise<MarketingCampaignRow | undefined> {
  const [row] = await db
    .update(marketingCampaigns)
    .set(changes)
    .where(and(eq(marketingCampaigns.id, id), eq(marketingCampaigns.status, 'draft')))
    .returning();
  return row;
}

/** Deletes a draft; its name, or undefined when the campaign is gone or no longer a draft. */
export async function deleteDraft(
  db: Database,
  id: string,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .delete(marketingCampaigns)
    .where(and(eq(marketingCampaigns.id, id), eq(marketingCampaigns.status, 'draft')))
    .returning({ id: marketingCampaigns.id, name: marketingCampaigns.name });
  return row;
}

/** The campaign's status and audience, locked for the rest of the transaction. */
export function lockCampaign(
  tx: Queryable,
  id: string,
): Promise<{ status: string; audience: CampaignAudience } | null> {
  return oneOf(tx, sql`select status, audience from marketing_campaigns where id = ${id} for update`);
}

/** Adds everyone in the audience as a recipient (once each); how many were added. */
export async function freezeRecipients(
  tx: Queryable,
  id: string,
  audience: CampaignAudience,
): Promise<number> {
  const frozen = await oneOf<{ count: number }>(
    tx,
    sql`with inserted as (
        insert into marketing_campaign_recipients (campaign_id, user_id, email)
        select ${id}, a.id, a.email from (${audienceQuery(audience)}) a
        on conflict do nothing returning 1)
      select count(*)::int as count from inserted`,
  );
  return frozen?.count ?? 0;
}

export async function markSending(tx: Queryable, id: string, recipients: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await tx.execute(
    sql`update marketing_campaigns set status = 'sending', recipients_count = ${recipients},
      send_started_at = ${at}::timestamptz, updated_at = ${at}::timestamptz where id = ${id}`,
  );
}

/** Cancels a draft or a send under way; undefined when the campaign is gone, finished or cancelled. */
export async function cancelCampaign(
  db: Database,
  id: string,
  now: Date,
): Promise<MarketingCampaignRow | undefined> {
  const [row] = await db
    .update(marketingCampaigns)
    .set({ status: 'cancelled', cancelled_at: now, updated_at: now })
    .where(and(eq(marketingCampaigns.id, id), sql`${marketingCampaigns.status} in ('draft', 'sending')`))
    .returning();
  return row;
}
