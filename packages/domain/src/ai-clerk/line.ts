import { findNumbers, type SpokenNumber } from './number-words';
import { tokenize } from './tokens';

/** A word of the utterance, or a whole number standing as one symbol. */
export interface LineSymbol {
  /** The plain word, or `#k` for the k-th number. */
  word: string;
  /** The words as heard. */
  text: string;
  number?: SpokenNumber;
}

/** An utterance made ready for phrase patterns: numbers are `#0`, `#1`… in a line of plain words. */
export interface Line {
  symbols: LineSymbol[];
  /** The symbols' words joined by single spaces. */
  text: string;
  /** Where each symbol starts in `text`. */
  offsets: number[];
  numbers: SpokenNumber[];
}

export function toLine(utterance: string): Line {
  const tokens = tokenize(utterance);
  const numbers = findNumbers(tokens);
  const symbols: LineSymbol[] = [];
  let next = 0;
  for (let i = 0; i < tokens.length; ) {
    const number = numbers[next];
    if (number && number.start === i) {
      const text = tokens
        .slice(number.start, number.end)
        .map((t) => t.text)
        .join(' ');
      symbols.push({ word: `#${next}`, text, number });
      next += 1;
      i = number.end;
    } else {
      const token = tokens[i];
      if (token) symbols.push({ word: token.word, text: token.text });
      i += 1;
    }
  }
  const offsets: number[] = [];
  let at = 0;
  for (const symbol of symbols) {
    offsets.push(at);
    at += symbol.word.length + 1;
  }
  return { symbols, text: symbols.map((s) => s.word).join(' '), offsets, numbers };
}

/** The symbol a character of `line.text` belongs to. */
export function symbolAt(line: Line, char: number): number {
  let index = 0;
  while (index + 1 < line.offsets.length && (line.offsets[index + 1] ?? 0) <= char) index += 1;
  return index;
}

/** The symbol range [start, end) a regular-expression match covers. */
export function matchRange(line: Line, match: RegExpExecArray | RegExpMatchArray): [number, number] {
  const from = match.index ?? 0;
  const to = from + match[0].length - 1;
  return [symbolAt(line, from), symbolAt(line, Math.max(from, to)) + 1];
}

/** The number a `#k` capture names. */
export function numberOf(line: Line, capture: string | undefined): SpokenNumber | undefined {
  return capture === undefined ? undefined : line.numbers[Number(capture)];
}

/** The heard words of symbols [start, end). */
export function wordsOf(line: Line, start: number, end: number): string {
  return line.symbols
    .slice(start, end)
    .map((s) => s.text)
    .join(' ');
}
