import { z } from 'zod';
import { buyerTermsSchema } from './buyer-terms';
import { calendarDateSchema } from './calendar-date';
import { onOneLine } from './fields';
import { fulfilmentMethods, invoiceStatuses, shortText } from './invoices';
import { withPostalCode } from './postal-code';

/**
 * Pickup and release (the invoicing issue): the release desk, the day's pick list, floor buyers
 * registered at the desk and the account look-up that links them. Routes are listed in the
 * header of `invoices.ts`.
 */

export const releaseBodySchema = z.object({
  /** The lots handed over; for a buy-now invoice, the ids of its inventory items. */
  lot_ids: z.array(z.uuid()).min(1, 'Choose at least one lot to release.'),
  released_to: shortText('Who collects the goods'),
  /** A manager's reason to release lots that are not paid for. */
  override_reason: z.string().trim().max(500).optional(),
});
export const pickListEntrySchema = z.object({
  invoice_id: z.uuid(),
  number: z.string().nullable(),
  slot_start: z.string(),
  buyer_name: z.string(),
  /** Null for a buy-now purchase. */
  paddle_number: z.number().int().nullable(),
  balance_cents: z.number().int(),
  /** In the order to gather them: by shelf or bin code, then lot number; unplaced goods last. */
  lots: z.array(
    z.object({
      lot_number: z.string(),
      title: z.string(),
      /** The shelf or bin code the goods wait on; null when none is recorded. */
      location: z.string().nullable(),
      released: z.boolean(),
    }),
  ),
});

/** A floor buyer's address as the desk keeps it. */
const floorAddressSchema = z.object({
  line1: z.string().trim().check(onOneLine).max(200),
  line2: z.string().trim().check(onOneLine).max(200).default(''),
  city: z.string().trim().check(onOneLine).max(100),
  province: z.string().trim().check(onOneLine).max(100),
  postal_code: z.string().trim().check(onOneLine).max(20),
  country: z.string().trim().check(onOneLine).max(2).default('CA'),
});

export const floorRegistrationBodySchema = z.object({
  paddle_number: z
    .number({ error: 'The paddle number must be a number.' })
    .int('The paddle number must be a whole number.')
    .min(1, 'A floor paddle is at least 1.')
    .max(6999, 'Floor paddles are below 7000.'),
  name: shortText('The name'),
  phone: shortText('The phone number', 40),
  email: z.email('Enter a valid e-mail address.').or(z.literal('')).default(''),
  address: withPostalCode(floorAddressSchema),
  id_checked: z.boolean(),
  id_note: z.string().trim().max(500).default(''),
  user_id: z.uuid().nullable().default(null),
});
export type FloorRegistrationBody = z.infer<typeof floorRegistrationBodySchema>;

/** A floor buyer registered at the desk, as staff see it. */
export const floorRegistrationSchema = z.object({
  id: z.uuid(),
  auction_id: z.uuid(),
  paddle_number: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: floorAddressSchema,
  id_checked: z.boolean(),
  id_note: z.string(),
  user_id: z.uuid().nullable(),
  /** The linked account's name and e-mail, when there is one. */
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  created_at: z.string(),
});
export type FloorRegistration = z.infer<typeof floorRegistrationSchema>;

/** `GET /api/admin/users/lookup?q=`: accounts whose e-mail or phone matches, to link a floor buyer. */
export const userLookupQuerySchema = z.object({
  q: z.string().trim().min(3, 'Type at least three characters of an e-mail or phone number.').max(200),
});
export const userLookupResultSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type UserLookupResult = z.infer<typeof userLookupResultSchema>;

/** What the release desk sees of one lot of an invoice: released yet, when, to whom. */
export const releaseDeskLotSchema = z.object({
  /** The lot, or for a buy-now invoice the inventory item (what `lot_ids` of a release names). */
  lot_id: z.uuid(),
  lot_number: z.string(),
  title: z.string(),
  hammer_cents: z.number().int(),
  released_at: z.string().nullable(),
  released_to: z.string().nullable(),
  released_by_name: z.string().nullable(),
  override_reason: z.string().nullable(),
});
/** An issued invoice at the release desk (found by number, QR text, paddle or name). */
export const releaseDeskInvoiceSchema = z.object({
  invoice_id: z.uuid(),
  number: z.string().nullable(),
  qr_text: z.string(),
  /** The sale's title, or "Buy now". */
  auction_title: z.string(),
  status: z.enum(invoiceStatuses),
  paddle_number: z.number().int().nullable(),
  buyer_name: z.string(),
  total_cents: z.number().int(),
  paid_cents: z.number().int(),
  balance_cents: z.number().int(),
  /** Every lot may go: the invoice is paid in full. */
  fully_paid: z.boolean(),
  fulfilment: z.enum(fulfilmentMethods),
  pickup_slot_start: z.string().nullable(),
  /** The frozen terms: when the goods may be collected (the sale's window, or by appointment). */
  buyer_terms: buyerTermsSchema.nullable(),
  lots: z.array(releaseDeskLotSchema),
});
export type ReleaseDeskInvoice = z.infer<typeof releaseDeskInvoiceSchema>;
export const releaseDeskQuerySchema = z.object({
  q: z.string().trim().min(1, 'Scan the invoice or type its number, a paddle or a name.').max(200),
});
export const pickListQuerySchema = z.object({ date: calendarDateSchema });
export type PickListEntry = z.infer<typeof pickListEntrySchema>;
