import { NORTH_AMERICAN_INCREMENT_PROFILE } from '../../src/bid-increments';
import { applyLiveEvent, stampLiveEvents } from '../../src/live-sale/apply-live-event';
import { decideLiveCommand } from '../../src/live-sale/decide-live-command';
import {
  type AbsenteeBid,
  initialLiveSaleState,
  type LiveCommand,
  type LiveDecision,
  type LiveEvent,
  type LiveLotTerms,
  type LiveSaleContext,
  type LiveSaleState,
} from '../../src/live-sale/live-sale-types';

/** Lots 1..n with starting bids of $100, $200, ... and the absentee maxima given per lot number. */
export function saleContext(
  lotCount: number,
  absentees: Record<number, AbsenteeBid[]> = {},
): LiveSaleContext {
  const lots: LiveLotTerms[] = Array.from({ length: lotCount }, (_, index) => ({
    lotId: `lot-${index + 1}`,
    lotNumber: String(index + 1),
    startingBidCents: (index + 1) * 10_000,
    status: 'upcoming',
    absentees: absentees[index + 1] ?? [],
  }));
  return { nowMs: 1_000, increments: NORTH_AMERICAN_INCREMENT_PROFILE, lots };
}

/** A sale driven command by command, keeping the log and the folded state side by side. */
export class SaleDriver {
  state: LiveSaleState = initialLiveSaleState;
  log: LiveEvent[] = [];
  last: LiveDecision | null = null;

  constructor(readonly context: LiveSaleContext) {}

  run(command: LiveCommand): LiveDecision {
    const decision = decideLiveCommand(this.state, command, this.context);
    const bodies = decision.ok ? decision.events : decision.ledger;
    for (const event of stampLiveEvents(bodies, this.state.lastSeq + 1, this.context.nowMs)) {
      this.state = applyLiveEvent(this.state, event);
      this.log.push(event);
    }
    this.last = decision;
    return decision;
  }

  /** Runs a command that must be accepted and returns its events. */
  ok(command: LiveCommand) {
    const decision = this.run(command);
    if (!decision.ok) throw new Error(`Refused ${command.type}: ${decision.refusal.message}`);
    return decision.events;
  }

  /** Runs a command that must be refused and returns the refusal. */
  refused(command: LiveCommand) {
    const decision = this.run(command);
    if (decision.ok) throw new Error(`Accepted ${command.type}`);
    return decision.refusal;
  }

  get lot() {
    return this.state.currentLot;
  }

  get high() {
    return this.state.currentLot?.bids.at(-1) ?? null;
  }
}
