// The closed loop both bid measures share: `concurrency` bidders, each placing its next bid as
// soon as the previous one is answered, until `total` bids have been answered.
import { performance } from 'node:perf_hooks';
import { createOffers, percentile } from './bid-sale';

export type BidAnswer =
  | { accepted: true; minimumCents: number }
  | { accepted: false; code: string; minimumCents?: number };

export interface BidLoadResult {
  answered: number;
  accepted: number;
  refused: Record<string, number>;
  seconds: number;
  acceptedPerSecond: number;
  /** Accepted or refused: what a hot lot, where most bids lose the race, is measured by. */
  answeredPerSecond: number;
  ackP50Ms: number;
  ackP99Ms: number;
}

export async function runBidLoad(input: {
  concurrency: number;
  total: number;
  lotIds: readonly string[];
  /** Places one bid as bidder `bidder` and resolves with the answer (never rejects for a refusal). */
  place: (bidder: number, lotId: string, amountCents: number, requestId: string) => Promise<BidAnswer>;
  runId: string;
}): Promise<BidLoadResult> {
  const offers = createOffers();
  const latencies: number[] = [];
  const refused: Record<string, number> = {};
  let sent = 0;
  let accepted = 0;
  const started = performance.now();
  async function bidder(index: number) {
    while (sent < input.total) {
      const n = sent;
      sent += 1;
      const lotId = input.lotIds[n % input.lotIds.length] ?? '';
      const amount = offers.amountFor(lotId);
      const t0 = performance.now();
      const answer = await input.place(
        index,
        lotId,
        amount,
        `bench-${input.runId}-${String(n).padStart(6, '0')}`,
      );
      latencies.push(performance.now() - t0);
      if (answer.minimumCents !== undefined) offers.atLeast(lotId, answer.minimumCents);
      if (answer.accepted) accepted += 1;
      else refused[answer.code] = (refused[answer.code] ?? 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: input.concurrency }, (_, i) => bidder(i)));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    answered: latencies.length,
    accepted,
    refused,
    seconds,
    acceptedPerSecond: accepted / seconds,
    answeredPerSecond: latencies.length / seconds,
    ackP50Ms: percentile(latencies, 50),
    ackP99Ms: percentile(latencies, 99),
  };
}

/** "Your bid must be at least $1,234.00." -> 123400 */
export function minimumFromMessage(message: string): number | undefined {
  const match = message.match(/at least \$([\d,]+\.\d{2})/);
  return match?.[1] ? Math.round(Number(match[1].replaceAll(',', '')) * 100) : undefined;
}
