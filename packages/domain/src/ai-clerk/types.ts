/** What the clerk knows when the auctioneer speaks, in dollars. */
export interface ClerkContext {
  /** The price the auctioneer is asking for now. */
  askingPrice?: number | null;
  /** The current high bid (floor or internet). */
  highBid?: number | null;
  /** The step between asks, when known. */
  increment?: number | null;
}

/** A clerk action, named as the live-sale protocol names it; amounts in dollars. */
export type ClerkAction =
  | { type: 'set_asking_price'; amount: number }
  | { type: 'floor_bid'; amount: number; paddle?: number }
  | { type: 'fair_warning' }
  | { type: 'sold'; paddle?: number; amount?: number; to?: 'internet' | 'floor' }
  | { type: 'pass' }
  | { type: 'next_lot'; lotNumber?: string }
  | { type: 'none' };

export type ClerkActionType = ClerkAction['type'];

/** One action the AI clerk proposes; the clerk confirms it before anything happens. */
export interface ClerkProposal {
  action: ClerkAction;
  /** 0 (a guess) to 1 (said plainly). */
  confidence: number;
  /** The auctioneer's words this proposal was read from. */
  matched: string;
}

/** Everything read from one utterance. */
export interface ClerkReading {
  /** What was heard, as given. */
  heard: string;
  /** The proposals in the order they were said; empty when nothing actionable was said. */
  proposals: ClerkProposal[];
  /** The one to show first: the most decisive proposal, or `none`. */
  primary: ClerkProposal;
}
