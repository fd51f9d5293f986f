import type { SpokenNumber } from './number-words';

/** What the number is for: each role expects the amount somewhere else relative to the bidding. */
export type AmountRole = 'ask' | 'floor' | 'sold' | 'statement';

/** The prices in play while an utterance is read, in dollars. */
export interface PriceFrame {
  asking: number | null;
  high: number | null;
  increment: number | null;
}

export interface ResolvedAmount {
  amount: number;
  /** How sure the reading of the number is, from 0 to 1 (1 for "three hundred" or "325"). */
  certainty: number;
}

const roundCents = (value: number) => Math.round(value * 100) / 100;

/** The price the number is heard against: the asking price, else the high bid. */
function reference(frame: PriceFrame, role: AmountRole): number | null {
  if (role === 'sold') return frame.high ?? frame.asking;
  return frame.asking ?? frame.high;
}

/** What a short number can mean next to a price of `ref`: "fifty" at 300 is 350, "four" is 400. */
function candidates(number: SpokenNumber, ref: number | null): number[] {
  const v = number.value;
  if (number.shape === 'bump') {
    if (ref === null) return [];
    const unit = ref >= 1000 ? 1000 : ref >= 100 ? 100 : 10;
    return [Math.floor(ref / unit) * unit + v * unit];
  }
  if (number.shape === 'fraction') {
    const out = [v * 100, v * 1000];
    if (ref !== null && ref < 20) out.push(v);
    return out.map(roundCents);
  }
  const out = [v, v * 100, v * 1000];
  if (ref !== null && ref < 1000 && v >= 10) {
    const hundreds = Math.floor(ref / 100) * 100;
    out.push(hundreds + v, hundreds + 100 + v);
  }
  return out;
}

/** How far a candidate sits from where a number in this role is expected (0 is right there). */
function distance(candidate: number, role: AmountRole, frame: PriceFrame, ref: number): number {
  const step = frame.increment ?? Math.max(ref * 0.1, 1);
  const low = role === 'floor' && frame.high !== null ? Math.max(ref, frame.high) : ref;
  const high = role === 'sold' ? ref : low + 1.5 * step;
  let d = 0;
  if (candidate < low) d = Math.log(low / candidate);
  else if (candidate > high) d = Math.log(candidate / high);
  const below = frame.high !== null && (role === 'floor' ? candidate <= frame.high : candidate < frame.high);
  return role !== 'statement' && below ? d + 2 : d;
}

/** Reads a spoken number as dollars, using the prices in play for the short forms. */
export function resolveAmount(
  number: SpokenNumber,
  role: AmountRole,
  frame: PriceFrame,
): ResolvedAmount | null {
  if (number.shape === 'plain' || number.shape === 'pair') {
    return { amount: roundCents(number.value), certainty: 1 };
  }
  const ref = reference(frame, role);
  const options = candidates(number, ref);
  if (options.length === 0) return null;
  if (ref === null) {
    // No price in play: "four" is most likely 400, "fifty" fifty dollars, "two and a half" 250.
    if (number.shape === 'fraction') return { amount: roundCents(number.value * 100), certainty: 0.5 };
    const amount = number.value < 10 ? number.value * 100 : number.value;
    return { amount, certainty: 0.4 };
  }
  const ranked = options
    .filter((c) => c > 0)
    .map((c) => ({ c, d: distance(c, role, frame, ref) }))
    .sort((a, b) => a.d - b.d || a.c - b.c);
  const [best, second] = ranked;
  if (!best) return null;
  let certainty = best.d === 0 ? 0.96 : best.d < 0.4 ? 0.92 : best.d < 1 ? 0.6 : 0.35;
  if (second && second.c !== best.c && second.d - best.d < 0.1) certainty = Math.min(certainty, 0.55);
  if (number.shape === 'bump') certainty = Math.min(certainty, 0.85);
  return { amount: best.c, certainty };
}
