import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { onOneLine, uuidSchema } from './fields';
import { listQuerySchema } from './list-query';
import { pageOf } from './pagination';

/**
 * E-mail campaigns (issue 12, part 2): a Markdown message to the people who consented to marketing
 * mail, chosen by interest, handed to the outbox at a steady rate. Staff and Admin draft and send;
 * only an Admin may switch on counting opens and clicks.
 */

export const campaignStatusValues = ['draft', 'sending', 'sent', 'cancelled'] as const;
export type CampaignStatusValue = (typeof campaignStatusValues)[number];

export const campaignAudienceKinds = ['all_opted_in', 'categories', 'watchlist', 'past_buyers'] as const;
export type CampaignAudienceKind = (typeof campaignAudienceKinds)[number];

/** Who a campaign goes to, always narrowed to people who consent now. */
export const campaignAudienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('all_opted_in') }),
    z.object({
      kind: z.literal('categories'),
      category_ids: z
        .array(uuidSchema)
        .min(1, 'Choose at least one category.')
        .max(50, 'Choose at most 50 categories.'),
    }),
    z.object({ kind: z.literal('watchlist'), auction_id: uuidSchema.nullable() }),
    z.object({
      kind: z.literal('past_buyers'),
      since: calendarDateSchema.nullable(),
    }),
  ],
  { error: 'Choose who the campaign goes to.' },
);
export type CampaignAudience = z.infer<typeof campaignAudienceSchema>;

export const campaignRateLimits = { min: 1, max: 6000 } as const;

const nameSchema = z
  .string()
  .trim()
  .check(onOneLine)
  .min(1, 'The name is required.')
  .max(120, 'A name may not be longer than 120 characters.');
const subjectSchema = z
  .string()
  .trim()
  .check(onOneLine)
  .min(1, 'The subject is required.')
  .max(150, 'A subject may not be longer than 150 characters.');
const bodySchema = z
  .string()
  .trim()
  .min(1, 'The message is required.')
  .max(50_000, 'A message may not be longer than 50,000 characters.');
const rateSchema = z
  .number({ error: 'Enter how many mails go out per minute.' })
  .int('Enter a whole number of mails per minute.')
  .min(campaignRateLimits.min, 'At least 1 mail per minute.')
  .max(campaignRateLimits.max, 'At most 6,000 mails per minute.');

export const campaignBodySchema = z.object({
  name: nameSchema,
  subject: subjectSchema,
  body_markdown: bodySchema,
  audience: campaignAudienceSchema,
  rate_per_minute: rateSchema.default(60),
  /** Only an Admin may switch it on; Staff sending true get a 403. */
  track_engagement: z.boolean().default(false),
});
export type CampaignBody = z.input<typeof campaignBodySchema>;
export const updateCampaignBodySchema = campaignBodySchema.partial();
export type UpdateCampaignBody = z.input<typeof updateCampaignBodySchema>;

export const campaignSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  subject: z.string(),
  body_markdown: z.string(),
  audience: campaignAudienceSchema,
  status: z.enum(campaignStatusValues),
  auction_id: z.uuid().nullable(),
  track_engagement: z.boolean(),
  rate_per_minute: z.number().int(),
  recipients_count: z.number().int(),
  queued_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  send_started_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignSorts = ['name', 'status', 'created_at', 'sent_at'] as const;
export const campaignListQuerySchema = listQuerySchema(campaignSorts, { sort: 'created_at', order: 'desc' });
export type CampaignListQuery = z.infer<typeof campaignListQuerySchema>;
export const campaignPageSchema = pageOf(campaignSchema);
export type CampaignPage = z.infer<typeof campaignPageSchema>;

/** How far a send has gone: the frozen recipients and the outbox's own counts for their mails. */
export const campaignProgressSchema = z.object({
  status: z.enum(campaignStatusValues),
  recipients: z.number().int(),
  pending: z.number().int(),
  queued: z.number().int(),
  skipped: z.number().int(),
  /** Mails the outbox sent (or, without SMTP, stored). */
  delivered: z.number().int(),
  failed: z.number().int(),
  /** Null unless the campaign counts opens and clicks. */
  opened: z.number().int().nullable(),
  clicked: z.number().int().nullable(),
});
export type CampaignProgress = z.infer<typeof campaignProgressSchema>;

export const audiencePreviewSchema = z.object({ count: z.number().int() });
export type AudiencePreview = z.infer<typeof audiencePreviewSchema>;

/** The message as a recipient would see it, in the house's template (sanitised HTML). */
export const campaignRenderSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type CampaignRender = z.infer<typeof campaignRenderSchema>;

export const renderCampaignBodySchema = z.object({ subject: subjectSchema, body_markdown: bodySchema });
export type RenderCampaignBody = z.infer<typeof renderCampaignBodySchema>;

export const testSendAnswerSchema = z.object({ to: z.string() });
export type TestSendAnswer = z.infer<typeof testSendAnswerSchema>;

export const announceAuctionBodySchema = z.object({
  audience: z.enum(['past_buyers', 'all_opted_in'], {
    error: 'Choose past buyers or everyone who opted in.',
  }),
});
export type AnnounceAuctionBody = z.infer<typeof announceAuctionBodySchema>;
