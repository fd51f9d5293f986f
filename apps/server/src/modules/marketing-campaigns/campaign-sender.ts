import type { AdminSettings } from '@auction/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { oneOf, rowsOf } from '../../db/queries';
import { createRepeatingPass } from '../../jobs/repeating-pass';
import type { MailSender } from '../../mail/mail-sender';
import { insertOutboxMails, type NewMail } from '../../mail/outbox.repository';
import { mayReceiveMarketing } from './campaign-audience';
import { personalMail } from './campaign-mail';

/** At most this many mails of one campaign are queued in one transaction. */
const batchLimit = 500;

interface SendingCampaign {
  id: string;
  subject: string;
  body_markdown: string;
  track_engagement: boolean;
  rate_per_minute: number;
}

/**
 * Hands the frozen recipients of campaigns being sent to the outbox, `rate_per_minute` in any
 * minute and no more: the budget of a pass is the rate less what was queued in the last 60 seconds,
 * so a restart or a second instance never speeds it up. Each instance claims a campaign and its
 * rows with `FOR UPDATE SKIP LOCKED`, so no one is mailed twice; consent is checked once more right
 * before each mail is queued, and whoever withdrew it meanwhile is skipped.
 */
export function createCampaignSender(deps: {
  db: Database;
  settings: { get(): Promise<AdminSettings> };
  mailSender: MailSender | null;
  publicUrl: string;
  secret: string;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { db, clock } = deps;

  async function sendSome(campaignId: string, settings: AdminSettings): Promise<string[]> {
    return db.transaction(async (tx) => {
      const now = clock();
      const campaign = await oneOf<SendingCampaign>(
        tx,
        sql`select id, subject, body_markdown, track_engagement, rate_per_minute from marketing_campaigns
          where id = ${campaignId} and status = 'sending' for update skip locked`,
      );
      if (!campaign) return [];
      const minuteAgo = new Date(now.getTime() - 60_000).toISOString();
      const recent = await oneOf<{ count: number }>(
        tx,
        sql`select count(*)::int as count from marketing_campaign_recipients
          where campaign_id = ${campaignId} and status = 'queued' and queued_at > ${minuteAgo}::timestamptz`,
      );
      const budget = Math.min(campaign.rate_per_minute - (recent?.count ?? 0), batchLimit);
      const rows =
        budget > 0
          ? await rowsOf<{ user_id: string; email: string; eligible: boolean }>(
              tx,
              sql`select r.user_id, u.email, (${mayReceiveMarketing(sql`u`)}) as eligible
                from marketing_campaign_recipients r join users u on u.id = r.user_id
                where r.campaign_id = ${campaignId} and r.status = 'pending'
                order by r.user_id limit ${budget} for update of r skip locked`,
            )
          : [];
      const eligible = rows.filter((row) => row.eligible);
      const skipped = rows.filter((row) => !row.eligible).map((row) => row.user_id);
      const mails: NewMail[] = eligible.map((row) =>
        personalMail({
          campaign,
          recipient: { userId: row.user_id, email: row.email },
          settings,
          publicUrl: deps.publicUrl,
          secret: deps.secret,
        }),
      );
      const ids = await insertOutboxMails(tx, mails, deps.mailSender ? 'queued' : 'stored', now);
      const queued = eligible.map((row, index) => ({ user_id: row.user_id, outbox_id: ids[index] }));
      if (queued.length > 0) {
        await tx.execute(
          sql`update marketing_campaign_recipients r set status = 'queued', outbox_id = v.outbox_id,
              queued_at = ${now.toISOString()}::timestamptz
            from json_to_recordset(${JSON.stringify(queued)}::json) as v(user_id uuid, outbox_id uuid)
            where r.campaign_id = ${campaignId} and r.user_id = v.user_id`,
        );
      }
      if (skipped.length > 0) {
        await tx.execute(
          sql`update marketing_campaign_recipients set status = 'skipped'
            where campaign_id = ${campaignId}
              and user_id in (select jsonb_array_elements_text(${JSON.stringify(skipped)}::jsonb)::uuid)`,
        );
      }
      const left = await oneOf<{ pending: boolean }>(
        tx,
        sql`select exists (select 1 from marketing_campaign_recipients
          where campaign_id = ${campaignId} and status = 'pending') as pending`,
      );
      const finished = left?.pending === false;
      await tx.execute(
        sql`update marketing_campaigns set queued_count = queued_count + ${queued.length},
            updated_at = ${now.toISOString()}::timestamptz where id = ${campaignId}`,
      );
      if (finished) {
        await tx.execute(
          sql`update marketing_campaigns set status = 'sent', sent_at = ${now.toISOString()}::timestamptz
            where id = ${campaignId}`,
        );
      }
      return ids;
    });
  }

  /** One pass over every campaign being sent; answers how many mails it queued. */
  async function runOnce(): Promise<number> {
    const sending = await rowsOf<{ id: string }>(
      db,
      sql`select id from marketing_campaigns where status = 'sending' order by send_started_at`,
    );
    if (sending.length === 0) return 0;
    const settings = await deps.settings.get();
    let total = 0;
    for (const { id } of sending) {
      const ids = await sendSome(id, settings);
      total += ids.length;
      for (const mailId of ids) deps.mailSender?.deliverSoon(mailId);
    }
    return total;
  }

  const passes = createRepeatingPass({
    what: 'the campaign sender',
    pass: runOnce,
    defaultIntervalMs: 5_000,
    log: deps.log,
  });

  return { runOnce, start: passes.start, stop: passes.stop };
}
export type CampaignSender = ReturnType<typeof createCampaignSender>;
