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
