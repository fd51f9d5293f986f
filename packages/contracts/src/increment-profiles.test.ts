import { describe, expect, it } from 'vitest';
import { incrementProfileBodySchema } from './increment-profiles';

describe('incrementProfileBodySchema', () => {
  it('turns dollar rows into cents', () => {
    const body = incrementProfileBodySchema.parse({
      name: 'Standard',
      rows: [
        { from_amount: 0, increment: 1 },
        { from_amount: 100, increment: 5 },
      ],
    });
    expect(body.rows).toEqual([
      { from_amount: 0, increment: 100 },
      { from_amount: 10_000, increment: 500 },
    ]);
    expect(body.is_default).toBe(false);
  });

  it('says which row is out of order, does not start at $0 or has no increment', () => {
    const result = incrementProfileBodySchema.safeParse({
      name: 'Bad',
      rows: [
        { from_amount: 5, increment: 1 },
        { from_amount: 5, increment: 0 },
      ],
    });
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['rows.0.from_amount', 'The first row must start from $0.00.'],
        ['rows.1.increment', 'The increment must be more than $0.00.'],
      ]),
    );
    const order = incrementProfileBodySchema.safeParse({
      name: 'Bad',
      rows: [
        { from_amount: 0, increment: 1 },
        { from_amount: 0, increment: 2 },
      ],
    });
    expect(order.error?.issues[0]?.message).toBe(
      'Row 2: the "from" amount must be higher than the row above.',
    );
  });
});
