import { type Line, matchRange, numberOf } from './line';
import type { SpokenNumber } from './number-words';
import {
  type ClauseKind,
  patterns,
  soldAmount,
  soldClauseStops,
  soldPaddle,
  soldToFloor,
  soldToInternet,
} from './phrases';

/** One phrase found in the utterance, its numbers not yet read as prices. */
export interface Clause {
  kind: ClauseKind | 'chant';
  /** Symbols [start, end) of the line. */
  start: number;
  end: number;
  confidence: number;
  amount?: SpokenNumber;
  paddle?: SpokenNumber;
  lot?: SpokenNumber;
  to?: 'internet' | 'floor';
}

/** Words so short they are too often something else when said alone ("that one"). */
const weakAlone = new Set(['one', 'a']);

/** Finds every phrase, earliest patterns first; each word belongs to at most one phrase. */
export function findClauses(line: Line): Clause[] {
  const taken = new Array<boolean>(line.symbols.length).fill(false);
  const free = (start: number, end: number) => taken.slice(start, end).every((t) => !t);
  const take = (start: number, end: number) => taken.fill(true, start, end);
  const clauses: Clause[] = [];

  for (const { kind, regex, confidence } of patterns) {
    regex.lastIndex = 0;
    for (let match = regex.exec(line.text); match; match = regex.exec(line.text)) {
      let [start, end] = matchRange(line, match);
      if (!free(start, end)) {
        // Words already taken: look again from the next word, a shorter phrase may fit.
        regex.lastIndex = (line.offsets[start + 1] ?? line.text.length) || line.text.length;
        continue;
      }
      const groups = match.groups ?? {};
      const amountText = line.symbols.find((s) => s.word === `#${groups.amount}`)?.text ?? '';
      if (weakAlone.has(amountText) && kind !== 'ask') continue;
      const clause: Clause = {
        kind,
        start,
        end,
        confidence,
        amount: numberOf(line, groups.amount),
        paddle: numberOf(line, groups.paddle),
        lot: numberOf(line, groups.lot),
      };
      if (kind === 'sold') {
        end = readSoldClause(line, clause, (i) => !taken[i]);
        start = clause.start;
        clause.end = end;
      }
      take(start, end);
      clauses.push(clause);
    }
  }

  // Numbers said with no phrase around them: the auctioneer's chant, read as the asking price.
  line.symbols.forEach((symbol, i) => {
    if (!symbol.number || taken[i] || weakAlone.has(symbol.text)) return;
    clauses.push({ kind: 'chant', start: i, end: i + 1, confidence: 0.65, amount: symbol.number });
  });
  return clauses.sort((a, b) => a.start - b.start);
}

/**
 * Reads what follows "sold" up to the next clause: the buyer ("to paddle 42", "number 42", "to
 * the internet") and the price ("for 500", or a number said just before or after). Returns the
 * end of the clause.
 */
function readSoldClause(line: Line, clause: Clause, isFree: (i: number) => boolean): number {
  let end = clause.end;
  while (end < line.symbols.length && isFree(end) && !soldClauseStops.has(line.symbols[end]?.word ?? '')) {
    end += 1;
  }
  const rest = line.symbols
    .slice(clause.end, end)
    .map((s) => s.word)
    .join(' ');
  if (soldToInternet.test(rest)) clause.to = 'internet';
  else if (soldToFloor.test(rest)) clause.to = 'floor';
  const paddle = numberOf(line, soldPaddle.exec(rest)?.groups?.paddle);
  if (paddle && Number.isInteger(paddle.value) && paddle.shape !== 'bump') clause.paddle = paddle;
  clause.amount = numberOf(line, soldAmount.exec(rest)?.groups?.amount);
  const others = line.symbols
    .slice(clause.end, end)
    .map((s) => s.number)
    .filter((n): n is SpokenNumber => n !== undefined && n !== clause.paddle);
  if (!clause.amount && others.length > 0) clause.amount = others[0];
  if (!clause.amount) {
    // "five hundred, sold": the price just before the word.
    const before = [clause.start - 1, clause.start - 2].find(
      (i) => i >= 0 && line.symbols[i]?.number && isFree(i),
    );
    const between = before === undefined ? [] : line.symbols.slice(before + 1, clause.start);
    if (
      before !== undefined &&
      between.every((s) => ['and', 'at', 'for', 'dollars', 'its'].includes(s.word))
    ) {
      clause.amount = line.symbols[before]?.number;
      clause.start = before;
    }
  }
  return end;
}
