import { type AmountRole, type PriceFrame, resolveAmount } from './amounts';
import { type Clause, findClauses } from './clauses';
import { type Line, toLine, wordsOf } from './line';
import type { SpokenNumber } from './number-words';
import type { ClerkAction, ClerkActionType, ClerkContext, ClerkProposal, ClerkReading } from './types';

/** Below this, a proposal is a guess the clerk should look at twice. */
export const lowConfidence = 0.5;
/** A bid or ask below the high bid is never proposed with more than this. */
const belowHighBidCap = 0.3;

const round = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;

interface Step {
  proposal: ClerkProposal | null;
  /** Where the price stands after this clause. */
  frame: PriceFrame;
}

/** Reads one clause into a proposal, given where the price stands before it. */
function readClause(clause: Clause, line: Line, frame: PriceFrame): Step {
  const matched = wordsOf(line, clause.start, clause.end);
  const propose = (action: ClerkAction, confidence: number): ClerkProposal => ({
    action,
    confidence: round(confidence),
    matched,
  });
  const amountAs = (role: AmountRole, number: SpokenNumber | undefined) =>
    number ? resolveAmount(number, role, frame) : null;
  const whole = (number: SpokenNumber | undefined) =>
    number && Number.isInteger(number.value) && number.shape !== 'bump' && number.shape !== 'fraction'
      ? number.value
      : undefined;

  switch (clause.kind) {
    case 'pass':
      return { proposal: propose({ type: 'pass' }, clause.confidence), frame };
    case 'fair_warning': {
      const at = amountAs('statement', clause.amount);
      const next = at ? { ...frame, high: at.amount } : frame;
      return { proposal: propose({ type: 'fair_warning' }, clause.confidence), frame: next };
    }
    case 'next_lot': {
      const lot = whole(clause.lot);
      const action: ClerkAction =
        lot === undefined ? { type: 'next_lot' } : { type: 'next_lot', lotNumber: String(lot) };
      return {
        proposal: propose(action, clause.confidence),
        frame: { asking: null, high: null, increment: frame.increment },
      };
    }
    case 'sold': {
      const price = amountAs('sold', clause.amount);
      let confidence = clause.confidence * (price?.certainty ?? 1);
      if (price && frame.high !== null && price.amount < frame.high) confidence = Math.min(confidence, 0.4);
      else if (price && frame.high !== null && price.amount > frame.high)
        confidence = Math.min(confidence, 0.7);
      const paddle = whole(clause.paddle);
      const action: ClerkAction = {
        type: 'sold',
        ...(paddle !== undefined && { paddle }),
        ...(price && { amount: price.amount }),
        ...(clause.to && { to: clause.to }),
      };
      return { proposal: propose(action, confidence), frame };
    }
    case 'internet':
    case 'statement': {
      // The bid that stands (online, or restated): nothing for the clerk, but it sets the price.
      const price = amountAs('statement', clause.amount);
      return {
        proposal: null,
        frame: price ? { ...frame, asking: price.amount, high: price.amount } : frame,
      };
    }
    case 'floor':
    case 'have': {
      const price = amountAs('floor', clause.amount);
      if (!price) return { proposal: null, frame };
      const below = frame.high !== null && price.amount <= frame.high;
      // "I have four hundred" at the standing bid is the auctioneer repeating it.
      if (clause.kind === 'have' && below) {
        return { proposal: null, frame: { ...frame, asking: price.amount } };
      }
      let confidence = clause.confidence * price.certainty;
      if (below) confidence = Math.min(confidence, belowHighBidCap);
      const paddle = whole(clause.paddle);
      const action: ClerkAction = {
        type: 'floor_bid',
        amount: price.amount,
        ...(paddle !== undefined && { paddle }),
      };
      const high = Math.max(frame.high ?? 0, price.amount);
      return { proposal: propose(action, confidence), frame: { ...frame, asking: price.amount, high } };
    }
    case 'ask':
    case 'chant': {
      const price = amountAs('ask', clause.amount);
      if (!price) return { proposal: null, frame };
      let confidence = clause.confidence * price.certainty;
      if (frame.high !== null && price.amount < frame.high)
        confidence = Math.min(confidence, belowHighBidCap);
      return {
        proposal: propose({ type: 'set_asking_price', amount: price.amount }, confidence),
        frame: { ...frame, asking: price.amount },
      };
    }
  }
}

const decisive = new Set<ClerkActionType>(['sold', 'pass', 'floor_bid']);

/**
 * Tidies the proposals of one utterance: a chant before a bid or the hammer is dropped, "going
 * once, going twice" before "sold" or "pass" is part of it, and a run of asking prices ends on
 * the last one said.
 */
function tidy(proposals: ClerkProposal[], chant: Set<ClerkProposal>): ClerkProposal[] {
  const out: ClerkProposal[] = [];
  proposals.forEach((proposal, i) => {
    const later = proposals.slice(i + 1).map((p) => p.action.type);
    const type = proposal.action.type;
    if (chant.has(proposal) && later.some((t) => decisive.has(t))) return;
    if (type === 'fair_warning' && later.some((t) => t === 'sold' || t === 'pass')) return;
    const previous = out.at(-1);
    if (type === 'fair_warning' && previous?.action.type === 'fair_warning') {
      out[out.length - 1] = {
        ...previous,
        confidence: Math.max(previous.confidence, proposal.confidence),
        matched: `${previous.matched} … ${proposal.matched}`,
      };
      return;
    }
    if (type === 'set_asking_price' && previous?.action.type === 'set_asking_price') {
      const same = previous.action.amount === proposal.action.amount;
      out[out.length - 1] = {
        ...proposal,
        confidence: same ? Math.max(previous.confidence, proposal.confidence) : proposal.confidence,
        matched: `${previous.matched} … ${proposal.matched}`,
      };
      return;
    }
    out.push(proposal);
  });
  return out;
}

const rank: ClerkActionType[] = ['sold', 'pass', 'next_lot', 'floor_bid', 'fair_warning', 'set_asking_price'];

/** Turns an auctioneer's words into the clerk actions they call for, each with a confidence. */
export function parseAuctioneerWords(heard: string, context: ClerkContext = {}): ClerkReading {
  const line = toLine(heard);
  let frame: PriceFrame = {
    asking: context.askingPrice ?? null,
    high: context.highBid ?? null,
    increment: context.increment ?? null,
  };
  const proposals: ClerkProposal[] = [];
  const chant = new Set<ClerkProposal>();
  for (const clause of findClauses(line)) {
    const step = readClause(clause, line, frame);
    frame = step.frame;
    if (!step.proposal) continue;
    proposals.push(step.proposal);
    if (clause.kind === 'chant') chant.add(step.proposal);
  }
  const tidied = tidy(proposals, chant);
  const primary = [...tidied].sort(
    (a, b) => rank.indexOf(a.action.type) - rank.indexOf(b.action.type) || b.confidence - a.confidence,
  )[0];
  return {
    heard,
    proposals: tidied,
    primary: primary ?? {
      action: { type: 'none' },
      confidence: proposals.length === 0 ? 0.9 : 0.5,
      matched: '',
    },
  };
}
