import { type Token, tokenize } from './tokens';

/**
 * How a number was said, which decides how much context it needs:
 * - `plain`: says its own size ("three hundred", "fifteen hundred", "a thousand", "325");
 * - `pair`: the auctioneer's two-part price ("two fifty" 250, "twelve fifty" 1250, "one oh five");
 * - `small`: 1 to 99 alone ("fifty", "four"), which the asking price turns into 350 or 400;
 * - `fraction`: "three and a quarter" (3.25), "one point five", "2.5", scaled to hundreds or thousands;
 * - `bump`: "and a half" alone (0.5), added to the price in play.
 */
export type NumberShape = 'plain' | 'pair' | 'small' | 'fraction' | 'bump';

export interface SpokenNumber {
  value: number;
  shape: NumberShape;
  /** First token of the number. */
  start: number;
  /** The token after the number. */
  end: number;
}

const table = (names: string, from: number, step = 1) =>
  new Map(names.split(' ').map((name, i) => [name, from + i * step] as const));
const units = table('zero one two three four five six seven eight nine', 0);
const teens = table('ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen', 10);
const tens = table('twenty thirty forty fifty sixty seventy eighty ninety', 20, 10).set('fourty', 40);
const thousandWords = new Set(['thousand', 'grand']);
const parts = new Map([
  ['half', 0.5],
  ['quarter', 0.25],
]);

interface Read {
  value: number;
  end: number;
}

type Words = readonly string[];

/** 0 to 99 in words: "seven", "fifteen", "forty two". */
function below100(words: Words, i: number): Read | null {
  const word = words[i] ?? '';
  const ten = tens.get(word);
  if (ten !== undefined) {
    const unit = units.get(words[i + 1] ?? '');
    return unit ? { value: ten + unit, end: i + 2 } : { value: ten, end: i + 1 };
  }
  const value = teens.get(word) ?? units.get(word);
  return value === undefined ? null : { value, end: i + 1 };
}

const startsTwoDigits = (words: Words, i: number) => tens.has(words[i] ?? '') || teens.has(words[i] ?? '');

/** The second half of a pair: "fifty" in "two fifty", "oh five" in "one oh five". */
function pairTail(words: Words, i: number): Read | null {
  const unit = units.get(words[i + 1] ?? '');
  if ((words[i] === 'oh' || words[i] === 'zero') && unit) {
    return { value: unit, end: i + 2 };
  }
  const tail = startsTwoDigits(words, i) ? below100(words, i) : null;
  if (!tail || tail.value < 10) return null;
  // "two fifty two fifty": the "two" starts the next price, it is not 252.
  if (tail.end === i + 2 && startsTwoDigits(words, tail.end))
    return { value: tail.value - (tail.value % 10), end: i + 1 };
  return tail;
}

/** Below 10,000 without "thousand": "seven", "three hundred and ten", "fifteen hundred". */
function group(words: Words, i: number): (Read & { hundred: boolean }) | null {
  const head =
    (words[i] === 'a' || words[i] === 'an') && words[i + 1] === 'hundred'
      ? { value: 1, end: i + 1 }
      : below100(words, i);
  if (!head) return null;
  if (words[head.end] !== 'hundred') return { ...head, hundred: false };
  let value = head.value * 100;
  let end = head.end + 1;
  const afterAnd = words[end] === 'and' ? end + 1 : end;
  const tail = below100(words, afterAnd);
  // "three hundred, three fifty" or "two hundred, two and a quarter": the unit starts the next price.
  const startsNext = (at: number) => pairTail(words, at) ?? fractionPart(words, at) ?? pointPart(words, at);
  // "twenty-two hundred, twenty-two": the chant repeating itself, not 2,222 (which takes an "and").
  const repeated = tail !== null && afterAnd === end && head.value >= 10 && tail.value === head.value;
  if (tail && !repeated && !(tail.value < 10 && startsNext(tail.end))) {
    value += tail.value;
    end = tail.end;
  }
  return { value, end, hundred: true };
}

/** What follows "thousand": "two hundred", "and five", "two fifty" (a pair), or nothing. */
function afterThousand(words: Words, i: number): Read {
  const start = words[i] === 'and' ? i + 1 : i;
  const rest = group(words, start);
  if (!rest || rest.value >= 1000 || rest.value === 0) return { value: 0, end: i };
  if (!rest.hundred && rest.value < 10) {
    const tail = pairTail(words, rest.end);
    if (tail) return { value: rest.value * 100 + tail.value, end: tail.end };
  }
  return rest;
}

/** "and a half", "and a quarter", "and three quarters" at `i`. */
function fractionPart(words: Words, i: number): Read | null {
  if (words[i] !== 'and') return null;
  const article = words[i + 1];
  const part = parts.get(words[i + 2] ?? '');
  if ((article === 'a' || article === 'an') && part !== undefined) {
    return { value: part, end: i + 3 };
  }
  if (article === 'three' && (words[i + 2] === 'quarters' || words[i + 2] === 'quarter')) {
    return { value: 0.75, end: i + 3 };
  }
  return null;
}

/** "point five", "point two five": the decimals after a whole number. */
function pointPart(words: Words, i: number): Read | null {
  if (words[i] !== 'point') return null;
  let digits = '';
  let end = i + 1;
  for (let digit = units.get(words[end] ?? ''); digit !== undefined; digit = units.get(words[end] ?? '')) {
    digits += String(digit);
    end += 1;
  }
  return digits ? { value: Number(`0.${digits}`), end } : null;
}

/** Applies a trailing "thousand", "grand" or "hundred" to a fraction: "1.5 thousand", "two and a half grand". */
function scaled(value: number, words: Words, end: number, start: number): SpokenNumber {
  if (thousandWords.has(words[end] ?? ''))
    return { value: value * 1000, shape: 'plain', start, end: end + 1 };
  if (words[end] === 'hundred') return { value: value * 100, shape: 'plain', start, end: end + 1 };
  return { value, shape: 'fraction', start, end };
}

function readDigits(tokens: readonly Token[], words: Words, i: number): SpokenNumber | null {
  const digits = tokens[i]?.digits;
  if (!digits) return null;
  const { value } = digits;
  if (digits.thousands) return { value, shape: 'plain', start: i, end: i + 1 };
  if (digits.clock) return { value, shape: 'pair', start: i, end: i + 1 };
  const fraction = fractionPart(words, i + 1);
  if (fraction) return scaled(value + fraction.value, words, fraction.end, i);
  if (thousandWords.has(words[i + 1] ?? '') || words[i + 1] === 'hundred')
    return scaled(value, words, i + 1, i);
  if (digits.decimal) return { value, shape: value >= 100 ? 'plain' : 'fraction', start: i, end: i + 1 };
  const next = tokens[i + 1]?.digits;
  if (value >= 1 && value < 10 && next && !next.decimal && /^\d\d$/.test(words[i + 1] ?? '')) {
    return { value: value * 100 + next.value, shape: 'pair', start: i, end: i + 2 };
  }
  if (value === 0) return null;
  return { value, shape: value >= 100 ? 'plain' : 'small', start: i, end: i + 1 };
}

function readWords(words: Words, i: number): SpokenNumber | null {
  const bump = fractionPart(words, i);
  if (bump) return { value: bump.value, shape: 'bump', start: i, end: bump.end };
  const first =
    (words[i] === 'a' || words[i] === 'an') && thousandWords.has(words[i + 1] ?? '')
      ? { value: 1, end: i + 1, hundred: false }
      : group(words, i);
  if (!first) return null;
  if (thousandWords.has(words[first.end] ?? '')) {
    const rest = afterThousand(words, first.end + 1);
    return {
      value: first.value * 1000 + rest.value,
      shape: 'plain',
      start: i,
      end: Math.max(rest.end, first.end + 1),
    };
  }
  if (first.hundred) return { value: first.value, shape: 'plain', start: i, end: first.end };
  const fraction = fractionPart(words, first.end) ?? pointPart(words, first.end);
  if (fraction) return scaled(first.value + fraction.value, words, fraction.end, i);
  const tail = first.value > 0 ? pairTail(words, first.end) : null;
  if (tail && !(tail.value === first.value && words[first.end] !== 'oh')) {
    return { value: first.value * 100 + tail.value, shape: 'pair', start: i, end: tail.end };
  }
  if (first.value === 0) return null;
  return { value: first.value, shape: 'small', start: i, end: first.end };
}

/** Reads the number that starts at token `i`, or null when none does. */
export function readNumberAt(tokens: readonly Token[], i: number): SpokenNumber | null {
  const words = tokens.map((t) => t.word);
  return readDigits(tokens, words, i) ?? readWords(words, i);
}

/** Every number in the utterance, left to right, none overlapping. */
export function findNumbers(tokens: readonly Token[]): SpokenNumber[] {
  const found: SpokenNumber[] = [];
  let i = 0;
  while (i < tokens.length) {
    const number = readNumberAt(tokens, i);
    if (number) {
      found.push(number);
      i = number.end;
    } else {
      i += 1;
    }
  }
  return found;
}

/** The number in a short text ("twelve fifty", "$1,200"), ignoring any other words; null when none. */
export function parseSpokenNumber(text: string): { value: number; shape: NumberShape } | null {
  const [first] = findNumbers(tokenize(text));
  return first ? { value: first.value, shape: first.shape } : null;
}
