import type { StaffLot } from '@auction/contracts';
import { centsText, centsToText, dollarsText, toCents } from '../../lib/money-text';
import type { LotPricesInput } from './api/lot-mutations';

export interface PriceDraft {
  starting: string;
  reserve: string;
}
export type PriceErrors = Record<string, { starting?: string; reserve?: string; other?: string }>;

const startingRule = dollarsText('The starting bid');
const reserveRule = centsText('The reserve');

export function priceDraftOf(lot: StaffLot): PriceDraft {
  return {
    starting: centsToText(Math.round(lot.startingBid * 100)),
    reserve: centsToText(lot.reserve_cents),
  };
}

function rowErrors(draft: PriceDraft) {
  const errors: { starting?: string; reserve?: string } = {};
  const starting = startingRule.safeParse(draft.starting);
  if (!starting.success) errors.starting = starting.error.issues[0]?.message;
  else if (toCents(draft.starting) < 100) errors.starting = 'The starting bid must be at least $1.00.';
  const reserve = reserveRule.safeParse(draft.reserve);
  if (!reserve.success) errors.reserve = reserve.error.issues[0]?.message;
  return errors;
}

/**
 * The one request for every changed row, or the rows' problems. Only lots whose starting bid or
 * reserve differs from what was loaded are sent.
 */
export function buildPricesBody(
  lots: StaffLot[],
  drafts: Record<string, PriceDraft>,
): { body: LotPricesInput | null; errors: PriceErrors } {
  const errors: PriceErrors = {};
  const changes: LotPricesInput['lots'] = [];
  for (const lot of lots) {
    const draft = drafts[lot.id];
    const original = priceDraftOf(lot);
    if (!draft || (draft.starting === original.starting && draft.reserve === original.reserve)) continue;
    const problems = rowErrors(draft);
    if (problems.starting || problems.reserve) {
      errors[lot.id] = problems;
      continue;
    }
    const starting = toCents(draft.starting);
    const reserve = draft.reserve.trim() === '' ? null : toCents(draft.reserve);
    const startingChanged = starting !== Math.round(lot.startingBid * 100);
    const reserveChanged = reserve !== lot.reserve_cents;
    if (!startingChanged && !reserveChanged) continue;
    changes.push({
      id: lot.id,
      ...(startingChanged ? { startingBid: starting / 100 } : {}),
      ...(reserveChanged ? { reserve_cents: reserve } : {}),
    });
  }
  return { body: changes.length > 0 ? { lots: changes } : null, errors };
}

/** The API's `lots.3.startingBid` refusals put back on the rows they belong to. */
export function serverPriceErrors(
  body: LotPricesInput,
  fieldErrors: Record<string, string[]>,
): { rows: PriceErrors; unplaced: string[] } {
  const rows: PriceErrors = {};
  const unplaced: string[] = [];
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const match = /^lots\.(\d+)(?:\.(startingBid|reserve_cents|id))?$/.exec(field);
    const id = match ? body.lots[Number(match[1])]?.id : undefined;
    if (!match || !id) {
      unplaced.push(...messages);
      continue;
    }
    const key = match[2] === 'startingBid' ? 'starting' : match[2] === 'reserve_cents' ? 'reserve' : 'other';
    rows[id] = { ...rows[id], [key]: messages.join(' ') };
  }
  return { rows, unplaced };
}
