import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('makes a new key each time, long enough for the server', () => {
    const first = newIdempotencyKey();
    expect(first.length).toBeGreaterThanOrEqual(8);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});
