import { type ClerkActionInput, type ClientMessage, clientMessageSchema } from '@auction/contracts';
import { type ClerkAction as AiClerkAction, type IncrementProfile, incrementAt } from '@auction/domain';

/** A message the panel may send, checked against the protocol before it leaves. */
export type PanelMessage = ClientMessage;

/** The first problem the protocol finds with a message, or null when it may be sent. */
export function messageProblem(message: PanelMessage): string | null {
  const parsed = clientMessageSchema.safeParse(message);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'That cannot be sent.');
}

export function clerkAction(auctionId: string, action: ClerkActionInput): PanelMessage {
  return { type: 'clerk_action', auction_id: auctionId, action } as PanelMessage;
}

/**
 * The wire's `clerk_action` for a proposal the clerk applied (amounts stay in dollars; the
 * parser's `lotNumber` is the wire's `lot_number`), or null for `none`. As
 * `clerkActionToLiveCommand`, "sold to the internet" names no paddle.
 */
export function aiActionToClerkAction(action: AiClerkAction): ClerkActionInput | null {
  switch (action.type) {
    case 'set_asking_price':
      return { type: 'set_asking_price', amount: action.amount };
    case 'floor_bid':
      return action.paddle === undefined
        ? { type: 'floor_bid', amount: action.amount }
        : { type: 'floor_bid', amount: action.amount, paddle: action.paddle };
    case 'fair_warning':
    case 'pass':
      return { type: action.type };
    case 'sold': {
      const sold: Extract<ClerkActionInput, { type: 'sold' }> = { type: 'sold' };
      if (action.to) sold.to = action.to;
      if (action.paddle !== undefined && action.to !== 'internet') sold.paddle = action.paddle;
      if (action.amount !== undefined) sold.amount = action.amount;
      return sold;
    }
    case 'next_lot':
      return action.lotNumber ? { type: 'next_lot', lot_number: action.lotNumber } : { type: 'next_lot' };
    case 'none':
      return null;
  }
}

/** The asking price `steps` increments up (or down, when negative) from `asking`, in dollars. */
export function stepAsking(profile: IncrementProfile, asking: number, steps: number): number {
  let cents = Math.round(asking * 100);
  for (let i = 0; i < Math.abs(steps); i += 1) {
    if (steps > 0) cents += incrementAt(profile, cents);
    else if (cents > 1) cents -= incrementAt(profile, cents - 1);
  }
  return Math.max(cents, 1) / 100;
}
