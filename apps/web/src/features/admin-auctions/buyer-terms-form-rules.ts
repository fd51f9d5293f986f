import type { Auction, AuctionBody } from '@auction/contracts';
import { longestPickupWindowDays } from '@auction/contracts';
import type { z } from 'zod';

/** A sale's buyer terms as the auction form edits them: hours as text, the window as its four fields. */
export interface BuyerTermsFields {
  /** Empty: the house's payment terms. */
  payment_due_hours: string;
  pickup_kind: 'house' | 'window' | 'appointment';
  pickup_from: string;
  pickup_until: string;
  pickup_opens: string;
  pickup_closes: string;
  shipping_offered: boolean;
}

const day = /^\d{4}-\d{2}-\d{2}$/;
const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The fields of an auction's terms (a new auction: the house's, shipping offered). */
export function toBuyerTermsFields(auction: Auction | null): BuyerTermsFields {
  const window = auction?.pickup_window?.kind === 'window' ? auction.pickup_window : null;
  return {
    payment_due_hours: auction?.payment_due_hours == null ? '' : String(auction.payment_due_hours),
    pickup_kind: auction?.pickup_window?.kind ?? 'house',
    pickup_from: window?.from ?? '',
    pickup_until: window?.until ?? '',
    pickup_opens: window?.opens ?? '10:00',
    pickup_closes: window?.closes ?? '16:00',
    shipping_offered: auction?.shipping_offered ?? true,
  };
}

/** The terms as the API takes them. */
export function toBuyerTermsBody(
  form: BuyerTermsFields,
): Pick<AuctionBody, 'payment_due_hours' | 'pickup_window' | 'shipping_offered'> {
  return {
    payment_due_hours: form.payment_due_hours.trim() === '' ? null : Number(form.payment_due_hours),
    pickup_window:
      form.pickup_kind === 'house'
        ? null
        : form.pickup_kind === 'appointment'
          ? { kind: 'appointment' }
          : {
              kind: 'window',
              from: form.pickup_from,
              until: form.pickup_until,
              opens: form.pickup_opens,
              closes: form.pickup_closes,
            },
    shipping_offered: form.shipping_offered,
  };
}

/** The same rules as the API's: due hours 1 to 2160, the window's last day not before its first, doors closing after they open. */
export function checkBuyerTermsFields(form: BuyerTermsFields, ctx: z.RefinementCtx): void {
  const issue = (path: keyof BuyerTermsFields, message: string) =>
    ctx.addIssue({ code: 'custom', message, path: [path] });
  const hours = form.payment_due_hours.trim();
  if (hours !== '') {
    const value = Number(hours);
    if (!/^\d+$/.test(hours))
      issue('payment_due_hours', 'The payment terms must be a whole number of hours.');
    else if (value < 1) issue('payment_due_hours', 'Payment is due at least 1 hour after the close.');
    else if (value > 2_160)
      issue('payment_due_hours', 'Payment is due at most 2160 hours (90 days) after the close.');
  }
  if (form.pickup_kind !== 'window') return;
  if (!day.test(form.pickup_from)) issue('pickup_from', 'Give the first pickup day.');
  if (!day.test(form.pickup_until)) issue('pickup_until', 'Give the last pickup day.');
  if (day.test(form.pickup_from) && day.test(form.pickup_until)) {
    if (form.pickup_until < form.pickup_from) {
      issue('pickup_until', 'The last pickup day may not be before the first.');
    } else if (
      Date.parse(`${form.pickup_until}T12:00:00Z`) - Date.parse(`${form.pickup_from}T12:00:00Z`) >=
      longestPickupWindowDays * 86_400_000
    ) {
      issue('pickup_until', `A pickup window is at most ${longestPickupWindowDays} days.`);
    }
  }
  if (!hhmm.test(form.pickup_opens)) issue('pickup_opens', 'Use the 24-hour form HH:MM.');
  if (!hhmm.test(form.pickup_closes)) issue('pickup_closes', 'Use the 24-hour form HH:MM.');
  if (
    hhmm.test(form.pickup_opens) &&
    hhmm.test(form.pickup_closes) &&
    form.pickup_closes <= form.pickup_opens
  )
    issue('pickup_closes', 'The closing time must be after the opening time.');
}

/** The API's field names for the terms, as the form's. */
export const buyerTermsServerFields: Record<string, keyof BuyerTermsFields> = {
  payment_due_hours: 'payment_due_hours',
  pickup_window: 'pickup_kind',
  'pickup_window.kind': 'pickup_kind',
  'pickup_window.from': 'pickup_from',
  'pickup_window.until': 'pickup_until',
  'pickup_window.opens': 'pickup_opens',
  'pickup_window.closes': 'pickup_closes',
  shipping_offered: 'shipping_offered',
};
