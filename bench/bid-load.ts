// The loads both bid measures share. Closed loop: `concurrency` bidders, each placing its next bid
// as soon as the previous one is answered, until `total` bids have been answered. Open loop
// (`ratePerSecond`): bids go out on a fixed schedule whether or not earlier ones are answered, as a
// crowd of people deciding on their own would send them, each bid's wait counted from the moment
// it was due (so a late sender does not hide the server's delay).
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
  /** Open loop: bids sent at this steady rate, bid n by bidder n mod `concurrency`. */
  ratePerSecond?: number;
}): Promise<BidLoadResult> {
  const offers = createOffers();
  const latencies: number[] = [];
  const refused: Record<string, number> = {};
  let sent = 0;
  let accepted = 0;
  const started = performance.now();
  async function placeOne(bidder: number, n: number, dueAt: number) {
    const lotId = input.lotIds[n % input.lotIds.length] ?? '';
    const amount = offers.amountFor(lotId);
    const answer = await input.place(
      bidder,
      lotId,
      amount,
      `bench-${input.runId}-${String(n).padStart(6, '0')}`,
    );
    latencies.push(performance.now() - dueAt);
    if (answer.minimumCents !== undefined) offers.atLeast(lotId, answer.minimumCents);
    if (answer.accepted) accepted += 1;
    else refused[answer.code] = (refused[answer.code] ?? 0) + 1;
  }
  async function bidder(index: number) {
    while (sent < input.total) {
      const n = sent;
      sent += 1;
      await placeOne(index, n, performance.now());
    }
  }
  if (input.ratePerSecond) {
    const spacingMs = 1000 / input.ratePerSecond;
    const inFlight: Promise<void>[] = [];
    for (let n = 0; n < input.total; n += 1) {
      const dueAt = started + n * spacingMs;
      const early = dueAt - performance.now();
      if (early >= 1) await new Promise((resolve) => setTimeout(resolve, early));
      inFlight.push(placeOne(n % input.concurrency, n, dueAt));
    }
    await Promise.all(inFlight);
  } else {
    await Promise.all(Array.from({ length: input.concurrency }, (_, i) => bidder(i)));
  }
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
