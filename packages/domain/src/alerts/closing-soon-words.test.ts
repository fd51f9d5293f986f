import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closingSoonWords, timeLeftInWords } from './closing-soon-words';

const halifax = 'America/Halifax';

describe('closing-soon words', () => {
  it('says the real minutes left and the time with its zone, AST in winter', () => {
    const now = new Date('2026-12-02T19:35:00Z');
    const words = closingSoonWords({ endsAt: new Date('2026-12-02T19:52:00Z'), now, timeZone: halifax });
    expect(words.minutesLeft).toBe(17);
    expect(words.closesAt).toBe('3:52 p.m. AST');
    expect(words.phrase).toBe('closes in 17 minutes (3:52 p.m. AST)');
  });

  it('says ADT when the date is in summer time', () => {
    const words = closingSoonWords({
      endsAt: new Date('2026-07-02T18:52:00Z'),
      now: new Date('2026-07-02T18:22:00Z'),
      timeZone: halifax,
    });
    expect(words.phrase).toBe('closes in 30 minutes (3:52 p.m. ADT)');
  });

  it('rounds down, so a bidder always has at least the time named', () => {
    const words = closingSoonWords({
      endsAt: new Date('2026-12-02T19:52:00Z'),
      now: new Date('2026-12-02T19:35:01Z'),
      timeZone: halifax,
    });
    expect(words.timeLeft).toBe('16 minutes');
  });

  it('names the day when the lot closes after midnight', () => {
    const words = closingSoonWords({
      endsAt: new Date('2026-12-03T04:10:00Z'),
      now: new Date('2026-12-03T03:50:00Z'),
      timeZone: halifax,
    });
    expect(words.phrase).toBe('closes in 20 minutes (12:10 a.m. AST, Thu, Dec 3)');
  });

  it('says one minute, under a minute and hours in plain words', () => {
    expect(timeLeftInWords(1)).toBe('1 minute');
    expect(timeLeftInWords(0)).toBe('less than a minute');
    expect(timeLeftInWords(60)).toBe('1 hour');
    expect(timeLeftInWords(125)).toBe('2 hours 5 minutes');
  });

  it('never promises more time than is left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 * 3_600_000 }), (leftMs) => {
        const now = new Date('2026-12-02T12:00:00Z');
        const words = closingSoonWords({ endsAt: new Date(now.getTime() + leftMs), now, timeZone: halifax });
        expect(words.minutesLeft * 60_000).toBeLessThanOrEqual(leftMs);
        expect(leftMs - words.minutesLeft * 60_000).toBeLessThan(60_000);
      }),
    );
  });
});
