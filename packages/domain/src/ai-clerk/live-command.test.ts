import { describe, expect, it } from 'vitest';
import { clerkActionToLiveCommand } from './live-command';
import { parseAuctioneerWords } from './parse';

const commandFor = (said: string) => clerkActionToLiveCommand(parseAuctioneerWords(said).primary.action);

describe('clerkActionToLiveCommand', () => {
  it('turns each confirmed proposal into the live-sale command, in cents', () => {
    expect(commandFor('now three hundred')).toEqual({ type: 'set_asking_price', amountCents: 30_000 });
    expect(commandFor('paddle 42 at 1250')).toEqual({ type: 'floor_bid', amountCents: 125_000, paddle: 42 });
    expect(commandFor('I have 500 in the room')).toEqual({
      type: 'floor_bid',
      amountCents: 50_000,
      paddle: null,
    });
    expect(commandFor('fair warning')).toEqual({ type: 'fair_warning' });
    expect(commandFor('sold to paddle 42 for 500')).toEqual({
      type: 'sold',
      paddle: 42,
      amountCents: 50_000,
    });
    expect(commandFor('sold to the internet')).toEqual({ type: 'sold', paddle: null, amountCents: null });
    expect(commandFor('no sale')).toEqual({ type: 'pass' });
    expect(commandFor('moving on to lot 15')).toEqual({ type: 'next_lot' });
  });

  it('gives no command when nothing actionable was said', () => {
    expect(commandFor('bid em up')).toBeNull();
  });
});
