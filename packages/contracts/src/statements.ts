import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { consignorPayoutMethods, consignorSummarySchema } from './consignors';
import { isoDateTimeSchema, onOneLine } from './fields';
import { listQuerySchema } from './list-query';
import { cents } from './money';
import { pageOf } from './pagination';

/**
 * Consignor statements (issue 11): one per consignor per auction, or one per consignor for the
 * buy-now sales of a period. Lines and totals come from the domain's `statementLines` and
 * `statementTotals`; the database's `consignor_statements` row caches the totals.
 *
 * The staff API (Admin and Staff; money in cents, dates `YYYY-MM-DD` in the company time zone):
 *   GET  /api/admin/consignor-statements?q=&status=&kind=&auction_id=&consignor_id=&sort=&order=&page=&per_page=
 *                                                                   -> page of StatementListItem
 *   POST /api/admin/consignor-statements/generate  { auction_id }   -> StatementGeneration
 *        (drafts made or rewritten for every consignor with lots in a closed auction; final and
 *        paid statements are left as they are)
 *   POST /api/admin/consignor-statements/generate-buy-now { period_start, period_end } -> StatementGeneration
 *   GET  /api/admin/consignor-statements/:consignorId/:saleKey      -> StatementDetail
 *        (`saleKey` is the auction's id; for a buy-now statement, the statement's own id)
 *   POST /api/admin/consignor-statements/:id/regenerate             -> StatementDetail (a draft only)
 *   POST /api/admin/consignor-statements/:id/finalise { override_reason? } -> StatementDetail
 *        (409 STATEMENT_BUYERS_UNPAID while a sold lot's buyer has not paid and no reason is given)
 *   GET  /api/admin/consignor-statements/:id/pdf                    -> application/pdf
 *   POST /api/admin/consignor-statements/:id/email                  -> StatementDetail (final or paid only)
 *   POST /api/admin/consignor-statements/:id/payouts  PayoutBody    -> StatementDetail (201; final only;
 *        never more than what is still owed; the status becomes `paid` when nothing is owed)
 *   POST /api/admin/consignor-statements/:id/payouts/:payoutId/reverse { note } -> StatementDetail (201)
 *   GET  /api/admin/consignor-payouts.csv?from=&to=                 -> text/csv, one row per payout or reversal
 */

export const statementStatuses = ['draft', 'final', 'paid'] as const;
export type StatementStatus = (typeof statementStatuses)[number];
export const statementStatusLabels: Record<StatementStatus, string> = {
  draft: 'Draft',
  final: 'Final',
  paid: 'Paid',
};
export const statementKinds = ['auction', 'buy_now'] as const;
export type StatementKind = (typeof statementKinds)[number];

export const statementSorts = ['consignor', 'sale_date', 'net_payout', 'status'] as const;
export const statementListQuerySchema = listQuerySchema(statementSorts, {
  sort: 'sale_date',
  order: 'desc',
}).extend({
  status: z.enum(statementStatuses, { error: 'The status is draft, final or paid.' }).optional(),
  kind: z.enum(statementKinds, { error: 'The kind is auction or buy_now.' }).optional(),
  auction_id: z.uuid({ error: 'Not a valid auction id.' }).optional(),
  consignor_id: z.uuid({ error: 'Not a valid consignor id.' }).optional(),
});
export type StatementListQuery = z.infer<typeof statementListQuerySchema>;

export const statementListItemSchema = z.object({
  id: z.uuid(),
  consignor: consignorSummarySchema,
  kind: z.enum(statementKinds),
  /** The auction of an `auction` statement. */
  auction: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  /** The days a `buy_now` statement covers. */
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  /** The second part of the statement's page address: the auction's id, or this statement's id. */
  sale_key: z.uuid(),
  status: z.enum(statementStatuses),
  sale_date: z.string(),
  lots: z.number().int(),
  sold_lots: z.number().int(),
  hammer_cents: z.number().int(),
  /** Commission plus every fee, before tax. */
  charges_cents: z.number().int(),
  net_payout_cents: z.number().int(),
  paid_cents: z.number().int(),
  /** Whether every sold lot's buyer has paid in full. */
  buyers_paid: z.boolean(),
  finalised_at: isoDateTimeSchema.nullable(),
  mailed_at: isoDateTimeSchema.nullable(),
  updated_at: isoDateTimeSchema,
});
export type StatementListItem = z.infer<typeof statementListItemSchema>;
export const statementPageSchema = pageOf(statementListItemSchema);
export type StatementPage = z.infer<typeof statementPageSchema>;

export const statementLineSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  outcome: z.enum(['sold', 'unsold']),
  lot_id: z.uuid().nullable(),
  inventory_item_id: z.uuid().nullable(),
  /** The lot number (or SKU for buy-now) as printed. */
  reference: z.string(),
  title: z.string(),
  hammer_cents: z.number().int(),
  commission_cents: z.number().int(),
  lot_fee_cents: z.number().int(),
  photo_fee_cents: z.number().int(),
  unsold_fee_cents: z.number().int(),
  buyer_paid: z.boolean(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementPayoutMethods = [...consignorPayoutMethods, 'cash'] as const;
export type StatementPayoutMethod = (typeof statementPayoutMethods)[number];

export const statementPayoutSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['payout', 'reversal']),
  method: z.enum(statementPayoutMethods),
  amount_cents: z.number().int(),
  reference: z.string(),
  paid_on: z.string(),
  note: z.string(),
  reverses_id: z.uuid().nullable(),
  /** For a payout: the reversal that undid it, if any. */
  reversed_by_id: z.uuid().nullable(),
  recorded_by_name: z.string().nullable(),
  created_at: isoDateTimeSchema,
});
export type StatementPayout = z.infer<typeof statementPayoutSchema>;

export const statementDetailSchema = statementListItemSchema.extend({
  /** The consignor's mailing address, a line each, for the statement's address block. */
  consignor_address: z.array(z.string()),
  consignor_is_registrant: z.boolean(),
  /** How the consignor is paid, as their record says (account numbers masked). */
  payout: z.object({
    method: z.enum(consignorPayoutMethods),
    payout_email: z.string().nullable(),
    deposit_account_last4: z.string().nullable(),
  }),
  commission_profile_name: z.string().nullable(),
  totals: z.object({
    commission_cents: z.number().int(),
    lot_fees_cents: z.number().int(),
    photo_fees_cents: z.number().int(),
    unsold_fees_cents: z.number().int(),
    tax_rate_bp: z.number().int(),
    tax_on_charges_cents: z.number().int(),
    hammer_tax_cents: z.number().int(),
    advances_recovered_cents: z.number().int(),
    /** What is still to pay: net payout minus payouts recorded (never below 0). */
    outstanding_cents: z.number().int(),
  }),
  lines: z.array(statementLineSchema),
  advance_recoveries: z.array(
    z.object({
      advance_id: z.uuid(),
      paid_on: z.string(),
      reference: z.string(),
      amount_cents: z.number().int(),
    }),
  ),
  payouts: z.array(statementPayoutSchema),
  override_reason: z.string().nullable(),
  finalised_by_name: z.string().nullable(),
  /** Sold lots whose buyer has not paid in full yet (their references), which block finalising without a reason. */
  unpaid_lots: z.array(z.string()),
});
export type StatementDetail = z.infer<typeof statementDetailSchema>;

export const statementGenerateBodySchema = z.object({
  auction_id: z.uuid({ error: 'Choose the auction.' }),
});
export const statementGenerateBuyNowBodySchema = z
  .object({ period_start: calendarDateSchema, period_end: calendarDateSchema })
  .refine((body) => body.period_start <= body.period_end, {
    message: 'The period must end on or after its first day.',
    path: ['period_end'],
  });
export type StatementGenerateBuyNowBody = z.infer<typeof statementGenerateBuyNowBodySchema>;

export const statementGenerationSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  /** Final or paid statements left as they were. */
  kept: z.number().int(),
  data: z.array(statementListItemSchema),
});
export type StatementGeneration = z.infer<typeof statementGenerationSchema>;

export const statementFinaliseBodySchema = z.object({
  override_reason: z
    .string({ error: 'The reason must be text.' })
    .trim()
    .max(500, 'The reason may not be longer than 500 characters.')
    .optional(),
});

export const payoutBodySchema = z.object({
  method: z.enum(statementPayoutMethods, { error: 'Choose cheque, e-Transfer, direct deposit or cash.' }),
  amount_cents: cents('The amount').refine((amount) => amount > 0, 'The amount must be more than $0.00.'),
  reference: z
    .string()
    .trim()
    .check(onOneLine)
    .max(100, 'The reference may not be longer than 100 characters.')
    .default(''),
  paid_on: calendarDateSchema,
  note: z.string().trim().max(500, 'The note may not be longer than 500 characters.').default(''),
  /** One key per attempt: the same key twice records one payout. */
  idempotency_key: z.string().trim().min(8).max(100).optional(),
});
export type PayoutBody = z.infer<typeof payoutBodySchema>;

export const payoutReversalBodySchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, 'Say why the payout is reversed.')
    .max(500, 'The reason may not be longer than 500 characters.'),
});

export const payoutsCsvQuerySchema = z.object({
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
});
