import type { IncrementProfile } from '../bid-increments';
import type { GroupedLotPart, GroupSplitRule } from '../grouped-lot';

/**
 * A live (webcast) sale as a state machine: the clerk's commands and the bidders' bids are
 * decided against the state (`decideLiveCommand`), the accepted ones become events, and the
 * state is the fold of those events (`applyLiveEvent`). Amounts are whole cents.
 */

/**
 * Where a bid came from: an online bidder, the saleroom floor, a staff member on the telephone
 * for a registered phone bidder, or a maximum left before the sale.
 */
export type LiveBidSource = 'internet' | 'floor' | 'phone' | 'absentee';

/** Who holds a bid: a user for internet and absentee bids; a floor bid may name a floor paddle (< 7000). */
export interface LiveBidder {
  source: LiveBidSource;
  bidderId: string | null;
  paddle: number | null;
}

export interface LiveBid extends LiveBidder {
  /** The sequence number of the `bid_accepted` event that placed it. */
  seq: number;
  amountCents: number;
  /** The asking price before this bid, so an undo can put it back. */
  askingBeforeCents: number;
  serverTimeMs: number;
}

/** `choosing`: the hammer fell on a choice lot; its buyer, then the next bidders, take lots from it. */
export type LiveLotStatus = 'open' | 'fair_warning' | 'choosing' | 'sold' | 'passed';

/**
 * A choice lot after the hammer (DOMAIN: choice lot): every lot of the group is offered at the
 * hammer price per lot, first to its buyer, then to the next bidders; each take is a `lot_sold` of
 * the lots taken, and what no one takes passes.
 */
export interface LiveChoice {
  amountCents: number;
  /** Who the hammer fell to. */
  buyer: LiveBidder;
  /** The group's lots not yet taken or passed, in sale order. */
  remainingLotIds: string[];
  /** The group's lots taken so far. */
  takenLotIds: string[];
}

/** The lot on the block, or the lot just closed until the next one opens (it may still be reopened). */
export interface LiveLotState {
  lotId: string;
  startingBidCents: number;
  askingCents: number;
  status: LiveLotStatus;
  /** Accepted bids, lowest first; the last one is the high bid. */
  bids: LiveBid[];
  /** A choice lot once the hammer has fallen; kept after the choice ends. */
  choice?: LiveChoice;
  /** A grouped lot once sold or passed: every lot of the group went with it. */
  together?: LiveGroupOutcome;
}

/** What a grouped lot's hammer (or pass) took with it: all its lots, and the whole hammer when sold. */
export interface LiveGroupOutcome {
  lotIds: string[];
  hammerCents: number | null;
}

export interface LiveLotResult {
  lotId: string;
  outcome: 'sold' | 'passed';
  /** The hammer price and buyer when sold. */
  amountCents: number | null;
  buyer: LiveBidder | null;
  seq: number;
}

export interface LiveMessage {
  seq: number;
  text: string;
  serverTimeMs: number;
}

export type LiveSaleStatus = 'not_started' | 'running' | 'paused' | 'ended';

export interface LiveSaleState {
  status: LiveSaleStatus;
  /** The sequence number of the last event folded in; 0 before any. */
  lastSeq: number;
  currentLot: LiveLotState | null;
  /** Lots closed during this sale, by lot id (a reopened lot leaves this list until it closes again). */
  results: Record<string, LiveLotResult>;
  /** The last clerk messages, oldest first (at most `liveMessagesKept`). */
  messages: LiveMessage[];
}

export const liveMessagesKept = 20;

export const initialLiveSaleState: LiveSaleState = {
  status: 'not_started',
  lastSeq: 0,
  currentLot: null,
  results: {},
  messages: [],
};

/** What happened, without its number and time (the server stamps those when it stores it). */
export type LiveEventBody =
  | { type: 'sale_started' }
  | { type: 'lot_opened'; lotId: string; startingBidCents: number; askingCents: number }
  | { type: 'asking_price_set'; lotId: string; askingCents: number }
  | ({ type: 'bid_accepted'; lotId: string; amountCents: number; askingCents: number } & LiveBidder)
  | { type: 'bids_undone'; lotId: string; seqs: number[]; askingCents: number }
  | { type: 'fair_warning'; lotId: string }
  /**
   * `amountCents` is the lot's own hammer. On a grouped lot's first lot, `group` names the lots sold
   * with it and the whole hammer; each of them has a `lot_sold` of its part of it.
   */
  | ({ type: 'lot_sold'; lotId: string; amountCents: number; group?: LiveGroupOutcome } & LiveBidder)
  /** The hammer on a choice lot (on the block as `lotId`): its lots, `lotIds`, are now offered. */
  | ({ type: 'choice_offered'; lotId: string; amountCents: number; lotIds: string[] } & LiveBidder)
  | { type: 'lot_passed'; lotId: string; group?: LiveGroupOutcome }
  /** `lotIds`: a grouped lot's other lots, reopened with it. */
  | { type: 'lot_reopened'; lotId: string; lotIds?: string[] }
  | { type: 'sale_paused' }
  | { type: 'sale_resumed' }
  | { type: 'sale_ended'; passedLotIds: string[] }
  | { type: 'message_sent'; text: string }
  /** A ledger note: a bid that reached the server after the hammer fell; it changes nothing. */
  | {
      type: 'bid_refused_after_hammer';
      lotId: string;
      bidderId: string | null;
      paddle: number | null;
      amountCents: number;
    };

export type LiveEventType = LiveEventBody['type'];

/** A stored event: its per-auction sequence number and the server time it was decided at. */
export type LiveEvent = LiveEventBody & { seq: number; serverTimeMs: number };

/** A lot of the sale as the decision needs it, in sale order. */
export interface LiveLotTerms {
  lotId: string;
  lotNumber: string;
  startingBidCents: number;
  /** The catalogue status; only `upcoming` and `open` lots can go on the block. */
  status: 'upcoming' | 'open' | 'sold' | 'passed' | 'withdrawn';
  /** Maximum bids left before the sale, in the order they were accepted. */
  absentees: readonly AbsenteeBid[];
  /**
   * A lot offered with others: the group goes on the block as its first lot (`leadId`); `lotIds`
   * are all its lots in sale order. Absent for a lot sold on its own.
   */
  group?: LiveLotGroup;
}

/**
 * A choice (the winner takes lots at the hammer per lot, then the next bidders) or a grouped lot
 * (one hammer for all its lots, split among them by `split`).
 */
export type LiveLotGroup =
  | { kind: 'choice'; leadId: string; lotIds: readonly string[] }
  | {
      kind: 'grouped';
      leadId: string;
      lotIds: readonly string[];
      split: { rule: GroupSplitRule; parts: readonly GroupedLotPart[] };
    };

export interface AbsenteeBid {
  bidderId: string;
  paddle: number | null;
  maxCents: number;
}

export interface LiveSaleContext {
  nowMs: number;
  increments: IncrementProfile;
  /** Every lot of the auction in sale order. */
  lots: readonly LiveLotTerms[];
}

export type LiveCommand =
  | { type: 'open_lot'; lotId: string }
  | { type: 'next_lot' }
  | { type: 'set_asking_price'; lotId?: string; amountCents: number }
  | { type: 'internet_bid'; lotId: string; amountCents: number; bidderId: string; paddle: number | null }
  | { type: 'floor_bid'; lotId?: string; amountCents: number; paddle?: number | null }
  /** Entered by the clerk for a registered phone bidder (the server checks the paddle has a line). */
  | { type: 'phone_bid'; lotId?: string; amountCents: number; paddle: number; bidderId?: string | null }
  | { type: 'fair_warning' }
  /** `to`: where the clerk heard the hammer fall (the floor, or the internet including absentee bids). */
  | { type: 'sold'; paddle?: number | null; amountCents?: number | null; to?: 'internet' | 'floor' | null }
  /** Passes the lot on the block; during a choice, passes the lots no one has taken. */
  | { type: 'pass' }
  /**
   * Lots of the choice on the block taken at its hammer price per lot: by its buyer when `taker`
   * is null, else by the bidder the server found for the paddle the clerk named.
   */
  | { type: 'take_choice'; lotIds: readonly string[]; taker: LiveBidder | null }
  | { type: 'reopen' }
  | { type: 'undo' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'end_sale' }
  | { type: 'message'; text: string };

export type LiveRefusalCode =
  | 'NOT_STARTED'
  | 'PAUSED'
  | 'NOT_PAUSED'
  | 'SALE_ENDED'
  | 'NO_LOT_OPEN'
  | 'LOT_STILL_OPEN'
  | 'WRONG_LOT'
  | 'LOT_CLOSED'
  | 'LOT_NOT_AVAILABLE'
  | 'NO_MORE_LOTS'
  | 'STALE_ASKING_PRICE'
  | 'ALREADY_HIGH_BIDDER'
  | 'BID_TOO_LOW'
  | 'INVALID_AMOUNT'
  | 'ONLINE_PADDLE'
  | 'NO_BIDS'
  | 'NOT_THE_HIGH_BID'
  | 'NOTHING_TO_UNDO'
  | 'NOT_REOPENABLE'
  | 'EMPTY_MESSAGE'
  | 'NO_CHOICE';

export interface LiveRefusal {
  code: LiveRefusalCode;
  /** What the clerk or bidder reads, in whole sentences. */
  message: string;
}

export type LiveDecision =
  | { ok: true; events: LiveEventBody[] }
  /** `ledger`: what to store although the command was refused (a bid after the hammer). */
  | { ok: false; refusal: LiveRefusal; ledger: LiveEventBody[] };

/** Floor paddles are numbered below this; online paddles from it up. */
export const firstOnlinePaddle = 7000;
