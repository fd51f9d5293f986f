import { z } from 'zod';
import { isoDateTimeSchema } from './fields';
import { listQuerySchema } from './list-query';
import { pageOf } from './pagination';

/**
 * Consent to marketing e-mail under Canada's anti-spam law (issue 12, part 1; decision 0049):
 *   GET  /api/marketing/unsubscribe?token=               -> UnsubscribePreview (changes nothing)
 *   POST /api/marketing/unsubscribe         { token }     -> UnsubscribeAnswer (the page's button)
 *   POST /api/marketing/unsubscribe?token=  List-Unsubscribe=One-Click (form-encoded, RFC 8058)
 *                                                         -> UnsubscribeAnswer (a mail program's button)
 *   GET  /api/admin/marketing/consents?q=&page=&per_page= -> page of ConsentLedgerEntry (Staff, Admin)
 *   GET  /api/admin/marketing/consents.csv?q=             -> the same rows as CSV (Staff, Admin)
 */

/**
 * The exact words a person sees next to the marketing switch. The web shows these constants and the
 * server writes them into the ledger, so the evidence is what was on screen.
 */
export const consentWording = {
  signUp: 'E-mail me auction announcements and news. I can unsubscribe at any time.',
  profile: 'E-mail me auction announcements and news. I can unsubscribe at any time.',
  unsubscribePage: 'Unsubscribe: stop e-mailing me auction announcements and news.',
  unsubscribeHeader: "One-click unsubscribe from the mail program's Unsubscribe button.",
  erasure: 'Account erased on request: no more e-mail of any kind.',
} as const;

export const consentSourceValues = [
  'sign_up_form',
  'profile',
  'unsubscribe_link',
  'unsubscribe_header',
  'staff',
  'erasure',
  'seed',
] as const;
export type ConsentSourceValue = (typeof consentSourceValues)[number];

/** How the ledger names each way a person gave or withdrew consent. */
export const consentSourceLabels: Record<ConsentSourceValue, string> = {
  sign_up_form: 'Sign-up form',
  profile: 'Profile',
  unsubscribe_link: 'Unsubscribe page',
  unsubscribe_header: 'One-click unsubscribe',
  staff: 'Staff',
  erasure: 'Erasure',
  seed: 'Demo data',
};

export const unsubscribeTokenSchema = z
  .string({ error: 'The unsubscribe link is incomplete.' })
  .trim()
  .min(1, 'The unsubscribe link is incomplete.')
  .max(200, 'This unsubscribe link is not valid.');

export const unsubscribeQuerySchema = z.object({ token: unsubscribeTokenSchema });
export const unsubscribeBodySchema = z.object({ token: unsubscribeTokenSchema });
export type UnsubscribeBody = z.infer<typeof unsubscribeBodySchema>;

/** What the unsubscribe page shows before the button: whose address, masked. */
export const unsubscribePreviewSchema = z.object({
  email: z.string(),
  subscribed: z.boolean(),
});
export type UnsubscribePreview = z.infer<typeof unsubscribePreviewSchema>;

export const unsubscribeAnswerSchema = z.object({ email: z.string(), message: z.string() });
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;

export const unsubscribeMessages = {
  invalid:
    'This unsubscribe link is not valid. Copy the whole link from the e-mail, or sign in and change your profile.',
  done: 'You are unsubscribed. We will not send you auction announcements or news any more.',
} as const;

export const consentLedgerSorts = ['created_at'] as const;
export const consentLedgerQuerySchema = listQuerySchema(consentLedgerSorts, {
  sort: 'created_at',
  order: 'desc',
});
export type ConsentLedgerQuery = z.infer<typeof consentLedgerQuerySchema>;

export const consentLedgerEntrySchema = z.object({
  id: z.uuid(),
  user_id: z.uuid().nullable(),
  email: z.string(),
  name: z.string().nullable(),
  granted: z.boolean(),
  source: z.enum(consentSourceValues),
  wording: z.string(),
  campaign_id: z.uuid().nullable(),
  campaign_name: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  recorded_by_name: z.string().nullable(),
  created_at: isoDateTimeSchema,
});
export type ConsentLedgerEntry = z.infer<typeof consentLedgerEntrySchema>;
export const consentLedgerPageSchema = pageOf(consentLedgerEntrySchema);
export type ConsentLedgerPage = z.infer<typeof consentLedgerPageSchema>;
