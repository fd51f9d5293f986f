import { type ClerkAction, lowConfidence } from '@auction/domain';

const labels: Record<ClerkAction['type'], string> = {
  set_asking_price: 'Asking price',
  floor_bid: 'Floor bid',
  fair_warning: 'Fair warning',
  sold: 'Sold',
  pass: 'Pass',
  next_lot: 'Next lot',
  none: 'Nothing to do',
};

const whole = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** A price as the room says it: "$500", "$1,250", "$2.50". */
export function formatPrice(dollars: number): string {
  return Number.isInteger(dollars) ? whole.format(dollars) : cents.format(dollars);
}

export function actionLabel(action: ClerkAction): string {
  return labels[action.type];
}

export interface ActionDetail {
  term: 'Amount' | 'Paddle' | 'Lot' | 'Buyer';
  value: string;
  /** As it reads inside a sentence: "paddle 42", "to the internet". */
  spoken: string;
}

/** The amount, paddle, lot and buyer an action carries, in the order the clerk reads them. */
export function actionDetails(action: ClerkAction): ActionDetail[] {
  const details: ActionDetail[] = [];
  if ('paddle' in action && action.paddle !== undefined) {
    details.push({ term: 'Paddle', value: String(action.paddle), spoken: `paddle ${action.paddle}` });
  }
  if ('amount' in action && action.amount !== undefined) {
    const price = formatPrice(action.amount);
    details.push({ term: 'Amount', value: price, spoken: price });
  }
  if (action.type === 'next_lot' && action.lotNumber) {
    details.push({ term: 'Lot', value: action.lotNumber, spoken: `lot ${action.lotNumber}` });
  }
  if (action.type === 'sold' && action.to) {
    const where = action.to === 'internet' ? 'Internet' : 'Floor';
    details.push({ term: 'Buyer', value: where, spoken: `to the ${where.toLowerCase()}` });
  }
  return details;
}

/** "Sold, paddle 42, $500": the action in one line. */
export function actionSummary(action: ClerkAction): string {
  return [actionLabel(action), ...actionDetails(action).map((d) => d.spoken)].join(', ');
}

/** How the clerk should take a confidence. */
export function confidenceWord(confidence: number): string {
  if (confidence >= 0.8) return 'Sure';
  if (confidence >= lowConfidence) return 'Check it';
  return 'A guess';
}
