import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { oneOf } from '../../db/queries';
import { campaignAddress, campaignLinks } from './campaign-mail';
import { readTrackingToken } from './campaign-tracking';

/**
 * Opens and clicks, counted only for campaigns an Admin switched tracking on for. A click leads
 * only to a link the campaign's own message holds; anything else is refused (no open redirect).
 */
export function createCampaignEngagement(deps: {
  db: Database;
  secret: string;
  publicUrl: string;
  clock: Clock;
}) {
  const { db, clock } = deps;

  async function trackedCampaign(campaignId: string) {
    return oneOf<{ body_markdown: string }>(
      db,
      sql`select body_markdown from marketing_campaigns where id = ${campaignId} and track_engagement = true`,
    );
  }

  return {
    /** Marks the open; true when the token and campaign were good. */
    async opened(token: string): Promise<boolean> {
      const subject = readTrackingToken(deps.secret, token);
      if (!subject || !(await trackedCampaign(subject.campaignId))) return false;
      await db.execute(
        sql`update marketing_campaign_recipients set opened_at = coalesce(opened_at, ${clock().toISOString()}::timestamptz)
          where campaign_id = ${subject.campaignId} and user_id = ${subject.userId}`,
      );
      return true;
    },

    /** The address to send the reader on to, or null when the click is not one of ours. */
    async clicked(token: string, url: string): Promise<string | null> {
      const subject = readTrackingToken(deps.secret, token, url);
      if (!subject) return null;
      const campaign = await trackedCampaign(subject.campaignId);
      // A mail sent before its links were made absolute still carries the path as written.
      const target = campaignAddress(deps.publicUrl, url);
      if (!campaign || !campaignLinks(campaign.body_markdown, deps.publicUrl).has(target)) return null;
      const now = clock().toISOString();
      await db.execute(
        sql`update marketing_campaign_recipients set clicked_at = coalesce(clicked_at, ${now}::timestamptz),
            opened_at = coalesce(opened_at, ${now}::timestamptz)
          where campaign_id = ${subject.campaignId} and user_id = ${subject.userId}`,
      );
      return url;
    },
  };
}
export type CampaignEngagement = ReturnType<typeof createCampaignEngagement>;
