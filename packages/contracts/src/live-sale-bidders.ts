import { z } from 'zod';
import { onOneLine } from './fields';
import { lotNumberSchema } from './lots';
import { dollarsInCents } from './money';

/** The bidders of a live sale who are not at a screen: absentee maxima (online or from paper) and phone bidders. */

/** A paddle number staff key in from a form. */
const keyedPaddleSchema = z
  .number({ error: 'Enter the bidder’s paddle number.' })
  .int('A paddle number is a whole number.')
  .min(1, 'A paddle number is a whole number from 1.')
  .max(99_999, 'A paddle number is a whole number from 1.');

/**
 * PUT /api/lots/:id/absentee-bid: a registered bidder's maximum on a lot of a live sale, left
 * before the lot opens; it bids by itself in the room (one increment at a time) up to the maximum.
 */
export const absenteeBidBodySchema = z.object({ amount: dollarsInCents('Your maximum bid') });
export const absenteeBidSchema = z.object({ lot_id: z.uuid(), max_bid: z.number() });
export type AbsenteeBid = z.infer<typeof absenteeBidSchema>;

/**
 * Staff key in an absentee maximum a registered bidder left on paper (issue 22): by paddle and lot
 * number, as the form has them. Dollars, as every amount in the API.
 */
export const paperAbsenteeBidBodySchema = z.object({
  paddle: keyedPaddleSchema,
  lot_number: lotNumberSchema,
  amount: dollarsInCents('The maximum bid'),
});
export type PaperAbsenteeBidBody = z.input<typeof paperAbsenteeBidBodySchema>;

/** An absentee maximum as staff see it: the bidder's own online, or keyed in from paper (and by whom). */
export const staffAbsenteeBidSchema = z.object({
  lot_id: z.uuid(),
  lot_number: z.string(),
  lot_title: z.string(),
  paddle: z.number().int(),
  bidder_name: z.string(),
  max_bid: z.number(),
  placed_at: z.string(),
  /** The staff member who keyed it in from paper; null when the bidder left it online. */
  entered_by: z.string().nullable(),
});
export type StaffAbsenteeBid = z.infer<typeof staffAbsenteeBidSchema>;
export const staffAbsenteeBidsSchema = z.object({ data: z.array(staffAbsenteeBidSchema) });
export type StaffAbsenteeBids = z.infer<typeof staffAbsenteeBidsSchema>;

/** Staff set up a registered bidder to bid by telephone in a live sale (issue 22). */
export const phoneBidderBodySchema = z.object({
  paddle: keyedPaddleSchema,
  phone: z
    .string({ error: 'Enter the number to call.' })
    .trim()
    .regex(/^[+()0-9 .-]{7,25}$/, 'Enter the number to call, e.g. 902-555-0142.'),
  lot_numbers: z.array(lotNumberSchema).max(500, 'At most 500 lots.').default([]),
  line_staff: z
    .string({ error: 'Name who takes the line.' })
    .trim()
    .check(onOneLine)
    .min(1, 'Name who takes the line.')
    .max(80, 'The name may not be longer than 80 characters.'),
});
export type PhoneBidderBody = z.input<typeof phoneBidderBodySchema>;

export const phoneBidderSchema = z.object({
  registration_id: z.uuid(),
  paddle: z.number().int(),
  bidder_name: z.string(),
  phone: z.string(),
  /** The lots the bidder asked to be called for, in sale order; empty: any lot. */
  lot_numbers: z.array(z.string()),
  line_staff: z.string(),
});
export type PhoneBidder = z.infer<typeof phoneBidderSchema>;
export const phoneBiddersSchema = z.object({ data: z.array(phoneBidderSchema) });
export type PhoneBidders = z.infer<typeof phoneBiddersSchema>;
