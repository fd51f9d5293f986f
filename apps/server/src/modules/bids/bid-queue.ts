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
 * `runBatch` answers every bid of its batch; if it throws, each bid not yet answered gets that error.
 */
export function createBidQueue<Input, Result>(
  runBatch: (batch: QueuedBid<Input, Result>[]) => Promise<void>,
) {
  const waiting = new Map<string, QueuedBid<Input, Result>[]>();

  async function drain(key: string, queue: QueuedBid<Input, Result>[]) {
    while (queue.length > 0) {
      const batch = queue.splice(0, bidBatchLimit);
      await runBatch(batch).catch((error: unknown) => {
        for (const bid of batch) bid.reject(error);
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
