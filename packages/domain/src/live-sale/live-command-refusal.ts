import { lotGate } from './decide-bids';
import { decideLiveCommand } from './decide-live-command';
import type { LiveCommand, LiveRefusal, LiveSaleContext, LiveSaleState } from './live-sale-types';

/**
 * Why a command cannot apply to the sale as it stands (no lot open, the lot already sold,
 * nothing to undo...), or null when it can: the very refusal `decideLiveCommand` would give, so
 * a clerk's screen never offers what the sale would refuse.
 */
export function liveCommandRefusal(
  state: LiveSaleState,
  command: LiveCommand,
  context: LiveSaleContext,
): LiveRefusal | null {
  const decision = decideLiveCommand(state, command, context);
  return decision.ok ? null : decision.refusal;
}

/**
 * Why nothing can be taken on the block now, whatever the amount (no floor bid, no asking price):
 * the sale is not running, no lot is open, or it is sold or passed. Null while a lot is open.
 */
export function liveBlockRefusal(state: LiveSaleState, context: LiveSaleContext): LiveRefusal | null {
  const gate = lotGate(state, context);
  return gate && !gate.ok ? gate.refusal : null;
}
