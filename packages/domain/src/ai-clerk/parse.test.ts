import { describe, expect, it } from 'vitest';
import { parseAuctioneerWords } from './parse';

const actions = (said: string, context = {}) =>
  parseAuctioneerWords(said, context).proposals.map((p) => p.action);

describe('parseAuctioneerWords', () => {
  it('proposes each action in the order it was said, the decisive one first to show', () => {
    const reading = parseAuctioneerWords('I have four hundred in the room, now four and a quarter', {
      askingPrice: 400,
      highBid: 375,
    });
    expect(reading.proposals.map((p) => p.action)).toEqual([
      { type: 'floor_bid', amount: 400 },
      { type: 'set_asking_price', amount: 425 },
    ]);
    expect(reading.primary.action.type).toBe('floor_bid');
    expect(actions('sold to paddle 42 for 500, next lot')).toEqual([
      { type: 'sold', paddle: 42, amount: 500 },
      { type: 'next_lot' },
    ]);
  });

  it('keeps the words as heard, capitals included, for the clerk to check', () => {
    const { primary } = parseAuctioneerWords('SOLD to Paddle 42 for $500');
    expect(primary.action).toEqual({ type: 'sold', paddle: 42, amount: 500 });
    expect(primary.matched).toBe('SOLD to Paddle 42 for $500');
  });

  it('reads later numbers against the bid stated earlier in the same breath', () => {
    expect(actions('three hundred dollar bid, now fifty')).toEqual([
      { type: 'set_asking_price', amount: 350 },
    ]);
    expect(actions('the internet is at 2000, now twenty-one', { askingPrice: 1900 })).toEqual([
      { type: 'set_asking_price', amount: 2100 },
    ]);
  });

  it('never proposes a floor bid at or below the high bid with more than a low confidence', () => {
    for (const said of [
      'I have three hundred in the room',
      'paddle 12 at 300',
      'three hundred on the floor',
    ]) {
      const { primary } = parseAuctioneerWords(said, { askingPrice: 425, highBid: 400 });
      expect(primary.action).toMatchObject({ type: 'floor_bid', amount: 300 });
      expect(primary.confidence).toBeLessThanOrEqual(0.3);
    }
  });

  it('offers nothing for chant filler, empty words or a restated standing bid', () => {
    for (const said of ['', '   ', 'bid em up', 'hey now hey now']) {
      const reading = parseAuctioneerWords(said, { askingPrice: 300 });
      expect(reading.proposals).toEqual([]);
      expect(reading.primary.action).toEqual({ type: 'none' });
    }
    expect(actions('I have four hundred', { askingPrice: 425, highBid: 400 })).toEqual([]);
  });

  it('keeps every confidence between 0 and 1', () => {
    for (const said of ['fifty', 'and a half', 'sold', 'two and a half thousand', 'lot 7']) {
      for (const p of parseAuctioneerWords(said, { askingPrice: 90, highBid: 1000 }).proposals) {
        expect(p.confidence).toBeGreaterThanOrEqual(0);
        expect(p.confidence).toBeLessThanOrEqual(1);
      }
    }
  });
});
