import { applyBasisPoints, assertCents } from '../money-rounding';
import { addCalendarDays } from '../wall-clock';

/**
 * Late and storage fees: dated charges the house adds to an issued invoice after issue. A late fee
 * is charged once, some days after the due day, while the invoice is unpaid; storage is charged
 * for each day after the pickup window closes while lots wait in the warehouse. The buyer is told
 * by e-mail before either first applies, and neither is charged before the day the notice named.
 * Days are the house's calendar days (`YYYY-MM-DD`).
 */

export type FeeKind = 'late_fee' | 'storage_fee';

/** A late fee: a fixed amount, or a share of the balance with a minimum. */
export interface LateFeeRule {
  enabled: boolean;
  /** Days after the due day: due Dec 2 and 7 days gives a fee from Dec 9. */
  after_days: number;
  method: 'fixed' | 'percent';
  /** The fixed amount. */
  amount_cents: number;
  /** The share of the balance, in basis points (250 = 2.5%). */
  rate_bps: number;
  /** The least a percent fee comes to. */
  minimum_cents: number;
  taxable: boolean;
}

/** Storage per day, for the invoice or for each lot not collected yet. */
export interface StorageFeeRule {
  enabled: boolean;
  per: 'invoice' | 'lot';
  daily_cents: number;
  /** Free days after the pickup window's last day before storage starts. */
  grace_days: number;
  /**
   * Without a pickup window of the sale's own (the house's hours, or by appointment): storage
   * starts this many days after the due day.
   */
  days_after_due_without_window: number;
  taxable: boolean;
}

/** The house's fee settings. */
export interface FeeSettings {
  /** Days before a fee first applies that the buyer is told (at least one). */
  notice_days: number;
  late_fee: LateFeeRule;
  storage_fee: StorageFeeRule;
}

/** A fee's figures: its amount, its tax at the invoice's rate (one rounding), its total. */
export interface FeeFigures {
  amountCents: number;
  taxable: boolean;
  taxRateBps: number;
  taxCents: number;
  totalCents: number;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The first day a late fee may be charged: `after_days` after the due day. */
export function lateFeeStartsOn(dueOn: string, rule: Pick<LateFeeRule, 'after_days'>): string {
  return addCalendarDays(dueOn, Math.max(1, rule.after_days));
}

/**
 * The first day storage may be charged: the day after the pickup window's last day plus the free
 * days; without a window of the sale's own, some days after the due day.
 */
export function storageStartsOn(
  input: { pickupUntil: string | null; dueOn: string },
  rule: Pick<StorageFeeRule, 'grace_days' | 'days_after_due_without_window'>,
): string {
  if (input.pickupUntil) return addCalendarDays(input.pickupUntil, 1 + Math.max(0, rule.grace_days));
  return addCalendarDays(input.dueOn, Math.max(1, rule.days_after_due_without_window));
}

/** A fee's tax at the invoice's rate, rounded once on the fee; nothing when it is not taxable. */
export function feeFigures(amountCents: number, taxable: boolean, taxRateBps: number): FeeFigures {
  assertCents('amountCents', amountCents);
  const taxCents = taxable ? applyBasisPoints(amountCents, taxRateBps) : 0;
  return { amountCents, taxable, taxRateBps, taxCents, totalCents: amountCents + taxCents };
}

/** The late fee on a balance: the fixed amount, or the share with its minimum; nothing on no balance. */
export function lateFeeAmount(rule: LateFeeRule, balanceCents: number): number {
  if (balanceCents <= 0) return 0;
  if (rule.method === 'fixed') return rule.amount_cents;
  return Math.max(rule.minimum_cents, applyBasisPoints(balanceCents, rule.rate_bps));
}

/** A day's storage: the daily amount for the invoice, or for each lot still in the warehouse. */
export function storageDayAmount(rule: StorageFeeRule, lotsWaiting: number): number {
  if (lotsWaiting <= 0) return 0;
  return rule.per === 'invoice' ? rule.daily_cents : rule.daily_cents * lotsWaiting;
}

/**
 * What the fee job does today about one fee of one invoice:
 * - `wait`: nothing yet (too early, or the notice's day has not come);
 * - `notice`: tell the buyer now that the fee applies from `appliesOn` (never sooner than
 *   `notice_days` from today, so a fee turned on late is still announced in time);
 * - `charge`: the notice's day has come; charge today's fee.
 * `startsOn` is the first day the rule allows (null: the fee does not apply to this invoice).
 */
export type FeeStep = { kind: 'wait' } | { kind: 'notice'; appliesOn: string } | { kind: 'charge' };

export function feeStep(input: {
  today: string;
  startsOn: string | null;
  noticeAppliesOn: string | null;
  noticeDays: number;
}): FeeStep {
  const { today, startsOn, noticeAppliesOn } = input;
  if (startsOn === null) return { kind: 'wait' };
  const noticeDays = Math.max(1, input.noticeDays);
  if (noticeAppliesOn === null) {
    if (daysFrom(today, startsOn) > noticeDays) return { kind: 'wait' };
    const earliest = addCalendarDays(today, noticeDays);
    return { kind: 'notice', appliesOn: daysFrom(startsOn, earliest) > 0 ? earliest : startsOn };
  }
  return daysFrom(noticeAppliesOn, today) >= 0 ? { kind: 'charge' } : { kind: 'wait' };
}

const dollarsFormat = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** "$25.00". */
export function feeDollars(cents: number): string {
  return dollarsFormat.format(cents / 100).replace('-$0.00', '$0.00');
}

/** What the fee is called on the invoice, the papers and in the ledger. */
export function feeDescription(
  kind: FeeKind,
  input: { day: string; lotsWaiting?: number; per?: 'invoice' | 'lot' },
): string {
  if (kind === 'late_fee') return 'Late payment fee';
  const lots = input.lotsWaiting ?? 0;
  // The day is the fee's own date (`charged_on`), shown beside it.
  return input.per === 'lot' ? `Storage, ${lots} lot${lots === 1 ? '' : 's'}` : 'Storage';
}

/** The fee settings a house starts from: both off, a week's grace, two days' notice. */
export const feeSettingsDefaults: FeeSettings = {
  notice_days: 2,
  late_fee: {
    enabled: false,
    after_days: 7,
    method: 'fixed',
    amount_cents: 2_500,
    rate_bps: 200,
    minimum_cents: 1_000,
    taxable: false,
  },
  storage_fee: {
    enabled: false,
    per: 'invoice',
    daily_cents: 1_000,
    grace_days: 0,
    days_after_due_without_window: 14,
    taxable: true,
  },
};
