import { describe, expect, it } from 'vitest';
import { MediaQueue, type MediaSink } from './media-queue';
import type { LiveEdge } from './stream-math';

/** A SourceBuffer stand-in: one operation at a time, finished by `finish()`. */
class FakeSink implements MediaSink {
  busy = false;
  end = 0;
  readonly calls: string[] = [];
  failNext: Error | null = null;
  updating = () => this.busy;
  append(bytes: Uint8Array) {
    if (this.busy) throw new Error('InvalidStateError: still updating');
    if (this.failNext) {
      const error = this.failNext;
      this.failNext = null;
      throw error;
    }
    this.busy = true;
    this.end += bytes.length / 10;
    this.calls.push(`append ${bytes.length}`);
  }
  remove(start: number, end: number) {
    this.busy = true;
    this.calls.push(`remove ${start}-${end}`);
  }
  bufferedEnd = () => (this.end > 0 ? this.end : null);
}

/** A piece's age when sent, arriving at 5 ms on the device's clock. */
const stamp = (ageMs: number) => ({ ageMs, arrivedAt: 5 });

function setup(limit?: number) {
  const sink = new FakeSink();
  const edges: LiveEdge[] = [];
  const queue = new MediaQueue(sink, (edge) => edges.push(edge), limit);
  const finish = () => {
    sink.busy = false;
    queue.updateEnded();
  };
  return { sink, edges, queue, finish };
}

describe('MediaQueue', () => {
  it('appends one piece at a time, in order, and reports the live edge after each', () => {
    const { sink, edges, queue, finish } = setup();
    queue.push(new Uint8Array(10), stamp(1000));
    queue.push(new Uint8Array(20), stamp(2000));
    queue.push(new Uint8Array(30), stamp(3000));
    expect(sink.calls).toEqual(['append 10']);
    expect(queue.pendingBytes).toBe(50);
    finish();
    finish();
    finish();
    expect(sink.calls).toEqual(['append 10', 'append 20', 'append 30']);
    expect(edges).toEqual([
      { ageMs: 1000, arrivedAt: 5, bufferedEnd: 1 },
      { ageMs: 2000, arrivedAt: 5, bufferedEnd: 3 },
      { ageMs: 3000, arrivedAt: 5, bufferedEnd: 6 },
    ]);
    expect(queue.pendingBytes).toBe(0);
  });

  it('removes old media between appends, never during one', () => {
    const { sink, queue, finish } = setup();
    queue.push(new Uint8Array(10), stamp(1));
    queue.push(new Uint8Array(10), stamp(2));
    queue.requestTrim([0, 5]);
    finish();
    expect(sink.calls).toEqual(['append 10', 'remove 0-5']);
    finish();
    expect(sink.calls.at(-1)).toBe('append 10');
  });

  it('says so when too much is waiting, so the player can start over', () => {
    const { queue } = setup(25);
    expect(queue.push(new Uint8Array(10), stamp(1))).toBe(true); // appending at once, not waiting
    expect(queue.push(new Uint8Array(10), stamp(2))).toBe(true);
    expect(queue.push(new Uint8Array(10), stamp(3))).toBe(true);
    expect(queue.push(new Uint8Array(10), stamp(4))).toBe(false);
  });

  it('keeps a piece the buffer refused (full) and passes the error on', () => {
    const { sink, queue, finish } = setup();
    queue.push(new Uint8Array(10), stamp(1));
    sink.failNext = new Error('QuotaExceededError');
    queue.push(new Uint8Array(20), stamp(2));
    expect(() => finish()).toThrow('QuotaExceededError');
    expect(queue.pendingBytes).toBe(20);
    queue.clear();
    expect(queue.pendingBytes).toBe(0);
  });
});
