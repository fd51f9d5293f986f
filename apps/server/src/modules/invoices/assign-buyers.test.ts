import { describe, expect, it } from 'vitest';
import { assignBuyers } from './invoice-generation';

const registration = (paddle: number, userId: string | null) => ({
  id: `reg-${paddle}`,
  user_id: userId,
  paddle_number: paddle,
});
const lot = (
  number: string,
  sold: { source: 'floor' | 'phone' | 'internet'; paddle: number | null; bidderId: string | null },
) => ({
  id: `lot-${number}`,
  lot_number: number,
  title: `Lot ${number}`,
  hammer_cents: 10_000,
  per_unit: false,
  quantity: 1,
  high_bidder_id: null,
  grouped_id: null,
  sold: { ...sold, amountCents: 10_000 },
});

describe('who bought each lot of a live sale', () => {
  it('finds floor and phone buyers by paddle, internet buyers by account', () => {
    const { byRegistration, problems } = assignBuyers(
      [
        lot('1', { source: 'phone', paddle: 7003, bidderId: null }),
        lot('2', { source: 'floor', paddle: 42, bidderId: null }),
        lot('3', { source: 'internet', paddle: 7001, bidderId: 'user-1' }),
      ],
      [registration(7003, 'user-3'), registration(42, null), registration(7001, 'user-1')],
    );
    expect(problems).toEqual([]);
    expect(
      [...byRegistration.entries()].map(([id, entry]) => [id, entry.lots.map((l) => l.lot_number)]),
    ).toEqual([
      ['reg-7003', ['1']],
      ['reg-42', ['2']],
      ['reg-7001', ['3']],
    ]);
  });
});
