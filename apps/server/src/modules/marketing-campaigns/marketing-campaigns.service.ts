import {
  type AdminSettings,
  type AnnounceAuctionBody,
  type Campaign,
  type CampaignAudience,
  type CampaignBody,
  type CampaignProgress,
  type CampaignRender,
  campaignBodySchema,
  type Role,
  type UpdateCampaignBody,
  updateCampaignBodySchema,
} from '@auction/contracts';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { MarketingCampaignRow } from '../../db/schema';
import { AppError, fieldError } from '../../errors';
import type { MailSender } from '../../mail/mail-sender';
import { insertOutboxMails } from '../../mail/outbox.repository';
import type { AuditRepository } from '../../platform/audit.repository';
import { announcementDraft } from './campaign-announcement';
import { audienceCount } from './campaign-audience';
import { personalMail, renderPreview } from './campaign-mail';
import { campaignOf, campaignProgress, campaignRow } from './campaign-queries';
import {
  cancelCampaign,
  deleteDraft,
  freezeRecipients,
  insertCampaign,
  lockCampaign,
  markSending,
  type NewCampaign,
  updateDraft,
} from './marketing-campaigns.repository';

export interface CampaignActor {
  id: string;
  email: string;
  roles: readonly Role[];
  ip?: string | null;
}

const notFound = () => new AppError('NOT_FOUND', 'This campaign does not exist.');
const onlyAdminTracks = () =>
  new AppError('FORBIDDEN', 'Only an Admin may switch on counting opens and clicks.');
const notDraft = () =>
  new AppError('CONFLICT', 'Only a draft can be changed; this campaign has already been sent or cancelled.');

/** Drafting, previewing, test-sending and sending e-mail campaigns; the sender job does the rest. */
export function createMarketingCampaignsService(deps: {
  db: Database;
  settings: { get(): Promise<AdminSettings> };
  audit: AuditRepository;
  mailSender: MailSender | null;
  publicUrl: string;
  secret: string;
  clock: Clock;
}) {
  const { db, clock } = deps;
  const audited = (actor: CampaignActor, action: string, id: string, after: unknown) =>
    deps.audit.record({
      actorId: actor.id,
      action,
      entity: 'marketing_campaign',
      entityId: id,
      after,
      ip: actor.ip ?? null,
    });

  async function found(id: string): Promise<MarketingCampaignRow> {
    const row = await campaignRow(db, id);
    if (!row) throw notFound();
    return row;
  }

  async function insertDraft(
    values: Omit<NewCampaign, 'created_by'>,
    actor: CampaignActor,
  ): Promise<Campaign> {
    const row = await insertCampaign(db, { ...values, created_by: actor.id, updated_at: clock() });
    await audited(actor, 'marketing_campaign.created', row.id, { name: row.name, audience: row.audience });
    return campaignOf(row);
  }

  return {
    async get(id: string): Promise<Campaign> {
      return campaignOf(await found(id));
    },

    async create(body: CampaignBody, actor: CampaignActor): Promise<Campaign> {
      const values = campaignBodySchema.parse(body);
      if (values.track_engagement && !actor.roles.includes('Admin')) throw onlyAdminTracks();
      return insertDraft(values, actor);
    },

    async update(id: string, body: UpdateCampaignBody, actor: CampaignActor): Promise<Campaign> {
      const patch = updateCampaignBodySchema.parse(body);
      if (patch.track_engagement === true && !actor.roles.includes('Admin')) throw onlyAdminTracks();
      const row = await updateDraft(db, id, { ...patch, updated_at: clock() });
      if (!row) {
        await found(id);
        throw notDraft();
      }
      return campaignOf(row);
    },

    async remove(id: string, actor: CampaignActor): Promise<void> {
      const row = await deleteDraft(db, id);
      if (!row) {
        await found(id);
        throw notDraft();
      }
      await audited(actor, 'marketing_campaign.deleted', id, { name: row.name });
    },

    audienceSize: (audience: CampaignAudience) => audienceCount(db, audience),

    async render(subject: string, bodyMarkdown: string): Promise<CampaignRender> {
      const settings = await deps.settings.get();
      return renderPreview(settings.site_name, subject, bodyMarkdown, deps.publicUrl);
    },

    /** The campaign, marked as a test, to the signed-in staff member's own address through the outbox. */
    async testSend(id: string, actor: CampaignActor): Promise<{ to: string }> {
      const campaign = await found(id);
      const settings = await deps.settings.get();
      const mail = personalMail({
        campaign,
        recipient: { userId: actor.id, email: actor.email },
        settings,
        publicUrl: deps.publicUrl,
        secret: deps.secret,
        subjectPrefix: '[Test] ',
      });
      const [mailId] = await insertOutboxMails(db, [mail], deps.mailSender ? 'queued' : 'stored', clock());
      if (mailId) deps.mailSender?.deliverSoon(mailId);
      await audited(actor, 'marketing_campaign.test_sent', id, { to: actor.email });
      return { to: actor.email };
    },

    /** Freezes the audience (consent checked again now) and starts the send. */
    async send(id: string, actor: CampaignActor): Promise<Campaign> {
      const row = await db.transaction(async (tx) => {
        const locked = await lockCampaign(tx, id);
        if (!locked) throw notFound();
        if (locked.status !== 'draft') throw notDraft();
        const now = clock();
        const recipients = await freezeRecipients(tx, id, locked.audience);
        if (recipients === 0) {
          throw fieldError(
            'VALIDATION_FAILED',
            'audience',
            'Nobody in this audience accepts marketing e-mail.',
          );
        }
        await markSending(tx, id, recipients, now);
        const updated = await campaignRow(tx, id);
        if (!updated) throw notFound();
        return updated;
      });
      await audited(actor, 'marketing_campaign.sent', id, { recipients: row.recipients_count });
      return campaignOf(row);
    },

    async cancel(id: string, actor: CampaignActor): Promise<Campaign> {
      const now = clock();
      const row = await cancelCampaign(db, id, now);
      if (!row) {
        await found(id);
        throw new AppError('CONFLICT', 'This campaign has already finished or been cancelled.');
      }
      await audited(actor, 'marketing_campaign.cancelled', id, { queued: row.queued_count });
      return campaignOf(row);
    },

    async progress(id: string): Promise<CampaignProgress> {
      return campaignProgress(db, await found(id));
    },

    /** A "new auction" announcement: a draft with the auction's title, dates, link and a few lots. */
    async announce(auctionId: string, body: AnnounceAuctionBody, actor: CampaignActor): Promise<Campaign> {
      const settings = await deps.settings.get();
      const draft = await announcementDraft(db, auctionId, { publicUrl: deps.publicUrl, settings });
      if (!draft) throw new AppError('NOT_FOUND', 'This auction does not exist.');
      const audience: CampaignAudience =
        body.audience === 'past_buyers' ? { kind: 'past_buyers', since: null } : { kind: 'all_opted_in' };
      return insertDraft({ ...draft, audience, auction_id: auctionId }, actor);
    },
  };
}
export type MarketingCampaignsService = ReturnType<typeof createMarketingCampaignsService>;
