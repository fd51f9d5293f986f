import { z } from 'zod';
import { onOneLine } from './fields';
import { shortText } from './invoices';
import { cents } from './money';

/**
 * Credit notes: what staff give back on an issued invoice. A credit note takes back lot lines (in
 * whole or part), charge lines, or a goodwill amount, with the premium and tax at the invoice's own
 * rate and place of supply, under its own number (`CN-2026-000012`).
 */

export const creditNoteLineKinds = ['lot', 'charge', 'fee', 'goodwill'] as const;
export type CreditNoteLineKind = (typeof creditNoteLineKinds)[number];

const amount = cents('The amount').min(1, 'The amount must be more than zero.');

export const creditNoteRequestLineSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('lot'),
      invoice_line_id: z.uuid({ error: 'Not a line id.' }),
      amount_cents: amount,
    }),
    z.object({
      kind: z.literal('charge'),
      invoice_line_id: z.uuid({ error: 'Not a line id.' }),
      amount_cents: amount,
    }),
    z.object({
      kind: z.literal('fee'),
      invoice_fee_id: z.uuid({ error: 'Not a fee id.' }),
      amount_cents: amount,
    }),
    z.object({
      kind: z.literal('goodwill'),
      amount_cents: amount,
      description: z.string().trim().check(onOneLine).max(200).default(''),
    }),
  ],
  { error: 'Each line is a lot, a charge, a fee or a goodwill amount.' },
);
export type CreditNoteRequestLine = z.infer<typeof creditNoteRequestLineSchema>;

const whatIsCredited = {
  lines: z.array(creditNoteRequestLineSchema).max(500).default([]),
  /** Credit everything still left on the invoice (a paid invoice that should have been void). */
  whole_invoice: z.boolean().default(false),
};

/** Lines, or the whole invoice: one of the two. */
function oneOfTheTwo<S extends z.ZodType<{ lines: unknown[]; whole_invoice: boolean }>>(schema: S) {
  return schema
    .refine((body) => body.whole_invoice || body.lines.length > 0, {
      path: ['lines'],
      error: 'Choose what the credit note takes back.',
    })
    .refine((body) => !(body.whole_invoice && body.lines.length > 0), {
      path: ['lines'],
      error: 'Either credit the whole invoice or choose lines, not both.',
    });
}

/** What a credit note would take back, for its preview before staff write the reason. */
export const creditNotePreviewSchema = oneOfTheTwo(z.object(whatIsCredited));
export type CreditNotePreview = z.infer<typeof creditNotePreviewSchema>;

/** What staff ask for: lines, or everything left on the invoice; the reason prints on the note. */
export const creditNoteRequestSchema = oneOfTheTwo(
  z.object({ ...whatIsCredited, reason: shortText('The reason', 500) }),
);
export type CreditNoteRequest = z.infer<typeof creditNoteRequestSchema>;

export const issueCreditNoteBodySchema = oneOfTheTwo(
  z.object({
    ...whatIsCredited,
    reason: shortText('The reason', 500),
    /** Sent by the form so a double submit issues one credit note. */
    idempotency_key: z.string().min(8).max(100),
  }),
);
export type IssueCreditNoteBody = z.infer<typeof issueCreditNoteBodySchema>;

export const creditNoteLineSchema = z.object({
  kind: z.enum(creditNoteLineKinds),
  invoice_line_id: z.uuid().nullable(),
  /** A fee waived: the fee. */
  invoice_fee_id: z.uuid().nullable(),
  lot_number: z.string().nullable(),
  description: z.string(),
  amount_cents: z.number().int(),
  premium_cents: z.number().int(),
  taxable: z.boolean(),
});
export type CreditNoteLine = z.infer<typeof creditNoteLineSchema>;

/** A credit note's figures: what it takes back, before it is issued (the preview) and after. */
export const creditNoteFiguresSchema = z.object({
  lines: z.array(creditNoteLineSchema),
  hammer_cents: z.number().int(),
  premium_cents: z.number().int(),
  charges_cents: z.number().int(),
  /** Late and storage fees waived, before their tax. */
  fees_cents: z.number().int(),
  goodwill_cents: z.number().int(),
  tax_cents: z.number().int(),
  total_cents: z.number().int(),
  tax_rate_bps: z.number().int(),
  tax_label: z.string(),
  place_of_supply: z.string(),
});
export type CreditNoteFigures = z.infer<typeof creditNoteFiguresSchema>;

/** A credit note as issued. */
export const creditNoteSchema = creditNoteFiguresSchema.extend({
  id: z.uuid(),
  number: z.string(),
  invoice_id: z.uuid(),
  invoice_number: z.string(),
  auction_title: z.string(),
  buyer_name: z.string(),
  buyer_email: z.string().nullable(),
  issued_on: z.string(),
  issued_at: z.string(),
  reason: z.string(),
  gst_hst_number: z.string(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/** A credit note as an invoice lists it. */
export const creditNoteSummarySchema = z.object({
  id: z.uuid(),
  number: z.string(),
  issued_on: z.string(),
  total_cents: z.number().int(),
  tax_cents: z.number().int(),
  reason: z.string(),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;
