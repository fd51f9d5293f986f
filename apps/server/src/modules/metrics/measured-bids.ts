import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors';
import type { BidChannel, HouseMetrics } from './house-metrics';

interface PlacesBids<Input, Result> {
  placeBid(input: Input): Promise<Result>;
}

/**
 * The bid service as one channel (HTTP or the socket) uses it: each bid is counted accepted or
 * refused (by its refusal code) and timed from the service taking it to its answer; a refusal is
 * logged on the bid's own log (its request id). Accepted bids are logged by the service, with the
 * sequence number of the events they wrote.
 */
export function measuredBids<Input extends { lotId: string; log?: FastifyBaseLogger }, Result>(
  bids: PlacesBids<Input, Result>,
  channel: BidChannel,
  metrics: Pick<HouseMetrics, 'bidAnswered'> | undefined,
): PlacesBids<Input, Result> {
  if (!metrics) return bids;
  return {
    async placeBid(input) {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        const result = await bids.placeBid(input);
        metrics.bidAnswered(channel, 'accepted', seconds());
        return result;
      } catch (error) {
        const reason = error instanceof AppError ? error.code : 'error';
        metrics.bidAnswered(channel, { refused: reason }, seconds());
        if (error instanceof AppError) input.log?.info({ lotId: input.lotId, code: reason }, 'bid refused');
        throw error;
      }
    },
  };
}
