import type { Campaign, CampaignListQuery, CampaignPage, CampaignProgress } from '@auction/contracts';
import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { anyContainsText } from '../../db/list-query';
import { oneOf, type Queryable } from '../../db/queries';
import { type MarketingCampaignRow, marketingCampaigns } from '../../db/schema';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function campaignOf(row: MarketingCampaignRow): Campaign {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    body_markdown: row.body_markdown,
    audience: row.audience,
    status: row.status,
    auction_id: row.auction_id,
    track_engagement: row.track_engagement,
    rate_per_minute: row.rate_per_minute,
    recipients_count: row.recipients_count,
    queued_count: row.queued_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    send_started_at: iso(row.send_started_at),
    sent_at: iso(row.sent_at),
    cancelled_at: iso(row.cancelled_at),
  };
}

export async function campaignRow(db: Database, id: string): Promise<MarketingCampaignRow | null> {
  const [row] = await db.select().from(marketingCampaigns).where(eq(marketingCampaigns.id, id));
  return row ?? null;
}

const sortColumns = {
  name: marketingCampaigns.name,
  status: marketingCampaigns.status,
  created_at: marketingCampaigns.created_at,
  sent_at: marketingCampaigns.sent_at,
} as const;

export async function campaignPage(db: Database, query: CampaignListQuery): Promise<CampaignPage> {
  const where: SQL | undefined = query.q
    ? anyContainsText([marketingCampaigns.name, marketingCampaigns.subject], query.q)
    : undefined;
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(marketingCampaigns)
    .where(where)
    .orderBy(direction(sortColumns[query.sort]), desc(marketingCampaigns.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db.select({ total: count() }).from(marketingCampaigns).where(where);
  return {
    data: rows.map(campaignOf),
    meta: { total: total?.total ?? 0, page: query.page, per_page: query.per_page },
  };
}

export async function campaignProgress(
  db: Queryable,
  campaign: Pick<MarketingCampaignRow, 'id' | 'status' | 'track_engagement'>,
): Promise<CampaignProgress> {
  const row = await oneOf<Omit<CampaignProgress, 'status'>>(
    db,
    sql`select count(*)::int as recipients,
        count(*) filter (where r.status = 'pending')::int as pending,
        count(*) filter (where r.status = 'queued')::int as queued,
        count(*) filter (where r.status = 'skipped')::int as skipped,
        count(*) filter (where o.status in ('sent', 'stored'))::int as delivered,
        count(*) filter (where o.status = 'failed')::int as failed,
        count(r.opened_at)::int as opened,
        count(r.clicked_at)::int as clicked
      from marketing_campaign_recipients r left join outbox o on o.id = r.outbox_id
      where r.campaign_id = ${campaign.id}`,
  );
  const tracked = campaign.track_engagement;
  return {
    status: campaign.status,
    recipients: row?.recipients ?? 0,
    pending: row?.pending ?? 0,
    queued: row?.queued ?? 0,
    skipped: row?.skipped ?? 0,
    delivered: row?.delivered ?? 0,
    failed: row?.failed ?? 0,
    opened: tracked ? (row?.opened ?? 0) : null,
    clicked: tracked ? (row?.clicked ?? 0) : null,
  };
}
