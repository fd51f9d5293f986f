import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { oneOf, rowsOf } from '../db/queries';
import { insertOutboxMails } from '../mail/outbox.repository';
import { announcementDraft } from '../modules/marketing-campaigns/campaign-announcement';
import { audienceQuery } from '../modules/marketing-campaigns/campaign-audience';
import { personalMail } from '../modules/marketing-campaigns/campaign-mail';
import { createSettingsRepository } from '../modules/settings/settings.repository';
import { createSettingsService } from '../modules/settings/settings.service';
import { createAuditRepository } from '../platform/audit.repository';

const days = (n: number) => n * 86_400_000;

/**
 * The demo's sent campaign: the announcement of the first upcoming or open sale, sent five days
 * ago to everyone who consented then, each mail kept in the outbox (stored, never sent to the demo
 * addresses) with its unsubscribe link and headers. Written once, into an empty campaigns table;
 * answers whether it wrote it.
 */
export async function seedCampaigns(
  db: Database,
  input: { publicUrl: string; secret: string; now?: Date },
): Promise<boolean> {
  if (await oneOf(db, sql`select id from marketing_campaigns limit 1`)) return false;
  const auction = await oneOf<{ id: string }>(
    db,
    sql`select id from auctions where status in ('scheduled', 'open', 'live')
      order by start_at nulls last limit 1`,
  );
  if (!auction) return false;
  const settings = await createSettingsService({
    settings: createSettingsRepository(db),
    audit: createAuditRepository(db),
  }).get();
  const draft = await announcementDraft(db, auction.id, { publicUrl: input.publicUrl, settings });
  if (!draft) return false;
  const sentAt = new Date((input.now ?? new Date()).getTime() - days(5));
  return db.transaction(async (tx) => {
    const audience = { kind: 'all_opted_in' } as const;
    const people = await rowsOf<{ id: string; email: string }>(tx, audienceQuery(audience));
    if (people.length === 0) return false;
    const campaign = await oneOf<{ id: string }>(
      tx,
      sql`insert into marketing_campaigns (name, subject, body_markdown, audience, status, auction_id,
          rate_per_minute, recipients_count, queued_count, created_at, updated_at, send_started_at, sent_at)
        values (${draft.name}, ${draft.subject}, ${draft.body_markdown}, ${JSON.stringify(audience)}::jsonb, 'sent',
          ${auction.id}, 60, ${people.length}, ${people.length}, ${sentAt.toISOString()}::timestamptz,
          ${sentAt.toISOString()}::timestamptz, ${sentAt.toISOString()}::timestamptz, ${sentAt.toISOString()}::timestamptz)
        returning id`,
    );
    if (!campaign) return false;
    const row = { id: campaign.id, track_engagement: false, ...draft };
    const mails = people.map((person) =>
      personalMail({
        campaign: row,
        recipient: { userId: person.id, email: person.email },
        settings,
        publicUrl: input.publicUrl,
        secret: input.secret,
      }),
    );
    const ids = await insertOutboxMails(tx, mails, 'stored', sentAt);
    const recipients = people.map((person, index) => ({
      user_id: person.id,
      email: person.email,
      outbox_id: ids[index],
    }));
    await tx.execute(
      sql`insert into marketing_campaign_recipients (campaign_id, user_id, email, status, outbox_id, queued_at)
        select ${campaign.id}, v.user_id, v.email, 'queued', v.outbox_id, ${sentAt.toISOString()}::timestamptz
        from json_to_recordset(${JSON.stringify(recipients)}::json) as v(user_id uuid, email text, outbox_id uuid)`,
    );
    return true;
  });
}
