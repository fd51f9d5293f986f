/** The most bids one transaction takes: enough to carry a crowd, few enough to answer quickly. */
export const bidBatchLimit = 64;

export interface QueuedBid<Input, Result> {
  input: Input;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

/**
 * Group commit, one queue per key (an auction): while a batch of a key runs, the bids that arrive
 * for it wait, and the next batch takes them all (at most `bidBatchLimit`) in arrival order.
 * `runBatch` calls `take` once its transaction has begun, so the bids that arrive while it waits
 * for a connection join it too; it answers every bid it took. If it throws, each bid of its batch
 * not yet answered gets that error (all waiting bids, up to a batch, if it took none).
 */
export function createBidQueue<Input, Result>(
  runBatch: (take: () => QueuedBid<Input, Result>[]) => Promise<void>,
) {
  const waiting = new Map<string, QueuedBid<Input, Result>[]>();

  async function drain(key: string, queue: QueuedBid<Input, Result>[]) {
    while (queue.length > 0) {
      let batch: QueuedBid<Input, Result>[] = [];
      const take = () => {
        batch = queue.splice(0, bidBatchLimit);
        return batch;
      };
      await runBatch(take).catch((error: unknown) => {
        for (const bid of batch.length > 0 ? batch : take()) bid.reject(error);
      });
    }
    waiting.delete(key);
  }

  return {
    add(key: string, input: Input): Promise<Result> {
      return new Promise<Result>((resolve, reject) => {
        const queue = waiting.get(key);
        if (queue) {
          queue.push({ input, resolve, reject });
          return;
        }
        const started = [{ input, resolve, reject }];
        waiting.set(key, started);
        void drain(key, started);
      });
    },
  };
}
