import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { emailSchema, isoDateTimeSchema, onOneLine, personNameSchema, phoneSchema } from './fields';
import { listQuerySchema } from './list-query';
import { locationSummarySchema } from './locations';
import { cents } from './money';
import { pageOf } from './pagination';
import { withPostalCode } from './postal-code';

/**
 * Consignors (issue 11): the people and companies whose goods the house sells. The consignors
 * module extends this file; `consignorSummarySchema` is what other answers (inventory items,
 * lots, statements) show of a consignor, and what a consignor picker lists.
 */
export const consignorSummarySchema = z.object({
  id: z.uuid(),
  /** The number staff say and print: `C-1024` is number 1024. */
  number: z.number().int(),
  name: z.string(),
  company: z.string(),
});
export type ConsignorSummary = z.infer<typeof consignorSummarySchema>;

/**
 * The staff API (Admin and Staff; money in cents, dates `YYYY-MM-DD`):
 *   GET  /api/admin/consignors?q=&status=&sort=&order=&page=&per_page=   -> page of ConsignorListItem
 *   POST /api/admin/consignors                                          -> ConsignorDetail (201)
 *   GET  /api/admin/consignors/:id                                      -> ConsignorDetail
 *   PUT  /api/admin/consignors/:id            (only the fields given)   -> ConsignorDetail
 *   POST /api/admin/consignors/:id/archive | /unarchive                 -> ConsignorDetail
 *   PUT  /api/admin/consignors/:id/user       { user_id }               -> ConsignorDetail
 *   DELETE /api/admin/consignors/:id/user                               -> ConsignorDetail
 *   GET  /api/admin/consignors/:id/items?status=&page=&per_page=        -> page of ConsignorItem
 *   GET  /api/admin/consignors/:id/advances                             -> ConsignorAdvances
 *   POST /api/admin/consignors/:id/advances                             -> ConsignorAdvances (201)
 *   POST /api/admin/consignors/:id/advances/:advanceId/reverse { note } -> ConsignorAdvances (201)
 * The direct deposit account number is written in full and never answered: only its last four.
 */
export const consignorPayoutMethods = ['cheque', 'e_transfer', 'direct_deposit'] as const;
export type ConsignorPayoutMethod = (typeof consignorPayoutMethods)[number];
export const consignorPayoutMethodLabels: Record<ConsignorPayoutMethod, string> = {
  cheque: 'Cheque',
  e_transfer: 'Interac e-Transfer',
  direct_deposit: 'Direct deposit',
};

/** A GST/HST registration: the 9-digit business number, RT and a 4-digit account (123456789RT0001). */
export const gstHstNumberPattern = /^\d{9}RT\d{4}$/;
const usZipCode = /^\d{5}(-\d{4})?$/;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} may not be longer than ${max} characters.`);

/** Text that labels something (an address line, a company, a reference): on one line. */
const optionalLine = (label: string, max: number) => optionalText(label, max).check(onOneLine);

/** Empty text means "none" (null) for the optional contact and payout fields. */
const orNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable(),
  );

const digits = (label: string, pattern: RegExp, message: string) =>
  orNull(
    z
      .string({ error: `${label} must be text.` })
      .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
      .pipe(z.string().regex(pattern, message)),
  );

export const consignorAddressSchema = withPostalCode(
  z
    .object({
      line1: optionalLine('The street address', 200).default(''),
      line2: optionalLine('The second address line', 200).default(''),
      city: optionalLine('The city', 100).default(''),
      province: optionalLine('The province', 100).default(''),
      postal_code: optionalLine('The postal code', 20).default(''),
      country: optionalLine('The country', 100).default('Canada'),
    })
    .superRefine((address, ctx) => {
      const country = address.country.trim().toLowerCase();
      if (
        address.postal_code &&
        ['united states', 'usa', 'us'].includes(country) &&
        !usZipCode.test(address.postal_code)
      ) {
        ctx.addIssue({ code: 'custom', path: ['postal_code'], message: 'Enter a ZIP code such as 04101.' });
      }
    }),
);
export type ConsignorAddress = z.infer<typeof consignorAddressSchema>;

/** Each field as written; absent ones are not touched by an update. */
const consignorFields = {
  name: personNameSchema,
  company: optionalLine('The company', 200),
  email: orNull(emailSchema),
  phone: orNull(
    phoneSchema.refine((phone) => phone.replace(/\D/g, '').length >= 7, 'Enter a valid phone number.'),
  ),
  address: consignorAddressSchema.nullable(),
  gst_hst_number: digits(
    'The GST/HST number',
    gstHstNumberPattern,
    'A GST/HST number is 9 digits, RT and 4 digits, such as 123456789RT0001.',
  ),
  payout_method: z.enum(consignorPayoutMethods, {
    error: 'Choose cheque, Interac e-Transfer or direct deposit.',
  }),
  payout_email: orNull(emailSchema),
  deposit_institution: digits('The institution number', /^\d{3}$/, 'The institution number is 3 digits.'),
  deposit_transit: digits('The transit number', /^\d{5}$/, 'The transit number is 5 digits.'),
  /** Written in full; answered only as its last four digits. */
  deposit_account: digits('The account number', /^\d{7,12}$/, 'The account number is 7 to 12 digits.'),
  commission_profile_id: orNull(z.uuid({ error: 'Choose a commission profile.' })),
  notes: optionalText('The notes', 5_000),
};

/** A new record: what is not given is empty, and the payout is by cheque. */
const newConsignorFields = {
  ...consignorFields,
  company: consignorFields.company.default(''),
  email: consignorFields.email.default(null),
  phone: consignorFields.phone.default(null),
  address: consignorFields.address.default(null),
  gst_hst_number: consignorFields.gst_hst_number.default(null),
  payout_method: consignorFields.payout_method.default('cheque'),
  payout_email: consignorFields.payout_email.default(null),
  deposit_institution: consignorFields.deposit_institution.default(null),
  deposit_transit: consignorFields.deposit_transit.default(null),
  deposit_account: consignorFields.deposit_account.default(null),
  commission_profile_id: consignorFields.commission_profile_id.default(null),
  notes: consignorFields.notes.default(''),
};

/** What a payout needs, given its method: the field and the message of each thing missing. */
export function payoutProblems(values: {
  payout_method: ConsignorPayoutMethod;
  payout_email: string | null;
  deposit_institution: string | null;
  deposit_transit: string | null;
  /** Whether an account number is given or already on file. */
  has_deposit_account: boolean;
}): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (values.payout_method === 'e_transfer' && !values.payout_email) {
    problems.payout_email = ['An e-Transfer payout needs the e-mail address to send it to.'];
  }
  if (values.payout_method === 'direct_deposit') {
    if (!values.deposit_institution)
      problems.deposit_institution = ['Direct deposit needs the institution number.'];
    if (!values.deposit_transit) problems.deposit_transit = ['Direct deposit needs the transit number.'];
    if (!values.has_deposit_account) problems.deposit_account = ['Direct deposit needs the account number.'];
  }
  return problems;
}

export const consignorBodySchema = z.object(newConsignorFields).superRefine((body, ctx) => {
  const problems = payoutProblems({ ...body, has_deposit_account: body.deposit_account !== null });
  for (const [field, messages] of Object.entries(problems)) {
    for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
  }
});
export type ConsignorBody = z.infer<typeof consignorBodySchema>;

/** Only the fields given change; the payout's needs are checked against the record as it will be. */
export const consignorUpdateBodySchema = z.object(consignorFields).partial();
export type ConsignorUpdateBody = z.infer<typeof consignorUpdateBodySchema>;

export const consignorSorts = ['number', 'name', 'created_at'] as const;
/** Active (the default), archived, or both. */
export const consignorListStatuses = ['active', 'archived', 'all'] as const;
export const consignorListQuerySchema = listQuerySchema(consignorSorts, {
  sort: 'number',
  order: 'desc',
}).extend({
  status: z
    .enum(consignorListStatuses, { error: 'The status is active, archived or all.' })
    .default('active'),
});
export type ConsignorListQuery = z.infer<typeof consignorListQuerySchema>;

export const consignorListItemSchema = consignorSummarySchema.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string(),
  payout_method: z.enum(consignorPayoutMethods),
  linked_user_email: z.string().nullable(),
  item_count: z.number().int(),
  archived_at: isoDateTimeSchema.nullable(),
  created_at: isoDateTimeSchema,
});
export type ConsignorListItem = z.infer<typeof consignorListItemSchema>;
export const consignorPageSchema = pageOf(consignorListItemSchema);
export type ConsignorPage = z.infer<typeof consignorPageSchema>;

export const consignorDetailSchema = consignorSummarySchema.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.object({
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    province: z.string(),
    postal_code: z.string(),
    country: z.string(),
  }),
  gst_hst_number: z.string().nullable(),
  payout_method: z.enum(consignorPayoutMethods),
  payout_email: z.string().nullable(),
  deposit_institution: z.string().nullable(),
  deposit_transit: z.string().nullable(),
  deposit_account_last4: z.string().nullable(),
  /** Null: the house's default commission profile. */
  commission_profile: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  notes: z.string(),
  user: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  archived_at: isoDateTimeSchema.nullable(),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
  counts: z.object({
    /** Items per inventory status (`in_stock`, `sold`...); a status with none is 0. */
    items_by_status: z.record(z.string(), z.number().int()),
    items_total: z.number().int(),
    lots_sold: z.number().int(),
    hammer_cents: z.number().int(),
    advances_outstanding_cents: z.number().int(),
  }),
});
export type ConsignorDetail = z.infer<typeof consignorDetailSchema>;

export const consignorLinkUserBodySchema = z.object({
  user_id: z.uuid({ error: 'Choose the user to link.' }),
});

export const consignorItemSorts = ['sku', 'title', 'status', 'updated_at'] as const;
export const consignorItemsQuerySchema = listQuerySchema(consignorItemSorts, {
  sort: 'updated_at',
  order: 'desc',
}).extend({
  status: z
    .enum(['in_stock', 'in_auction', 'sold', 'unsold', 'returned', 'buy_now'], {
      error: 'Not an inventory status.',
    })
    .optional(),
});
export type ConsignorItemsQuery = z.infer<typeof consignorItemsQuerySchema>;

export const consignorItemSchema = z.object({
  id: z.uuid(),
  sku: z.string(),
  title: z.string(),
  /** An inventory status (`inventoryStatuses`; not imported here, as inventory imports this file). */
  status: z.string(),
  quantity: z.number().int(),
  location: locationSummarySchema.nullable(),
  /** The item's latest lot, if it was lotted; the hammer once it sold. */
  lot: z
    .object({
      id: z.uuid(),
      lot_number: z.string(),
      status: z.string(),
      auction_id: z.uuid(),
      auction_title: z.string(),
      hammer_cents: z.number().int().nullable(),
    })
    .nullable(),
  updated_at: isoDateTimeSchema,
});
export type ConsignorItem = z.infer<typeof consignorItemSchema>;
export const consignorItemPageSchema = pageOf(consignorItemSchema);
export type ConsignorItemPage = z.infer<typeof consignorItemPageSchema>;

export const advanceBodySchema = z.object({
  amount_cents: cents('The amount').refine((amount) => amount > 0, 'The amount must be more than $0.00.'),
  paid_on: calendarDateSchema,
  reference: optionalLine('The reference', 100).default(''),
  note: optionalText('The note', 500).default(''),
});
export type AdvanceBody = z.infer<typeof advanceBodySchema>;

export const advanceReversalBodySchema = z.object({
  note: optionalText('The reason', 500).min(1, 'Say why the advance is reversed.'),
});

export const consignorAdvanceSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['advance', 'reversal']),
  amount_cents: z.number().int(),
  paid_on: z.string(),
  reference: z.string(),
  note: z.string(),
  reverses_id: z.uuid().nullable(),
  /** For an advance: the reversal that undid it, if any. */
  reversed_by_id: z.uuid().nullable(),
  recorded_by_name: z.string().nullable(),
  created_at: isoDateTimeSchema,
});
export type ConsignorAdvance = z.infer<typeof consignorAdvanceSchema>;

export const consignorAdvancesSchema = z.object({
  data: z.array(consignorAdvanceSchema),
  totals: z.object({
    advanced_cents: z.number().int(),
    reversed_cents: z.number().int(),
    outstanding_cents: z.number().int(),
  }),
});
export type ConsignorAdvances = z.infer<typeof consignorAdvancesSchema>;
