import { describe, expect, it } from 'vitest';
import { isLocalDateTime, isoToZonedLocal, zoneAbbreviation, zonedLocalToIso } from './zoned-time';

const halifax = 'America/Halifax';

describe('Halifax wall-clock times', () => {
  it('sends winter times at -04:00 and summer times at -03:00', () => {
    expect(zonedLocalToIso('2026-12-01T10:00', halifax)).toBe('2026-12-01T10:00:00-04:00');
    expect(zonedLocalToIso('2026-07-15T18:30', halifax)).toBe('2026-07-15T18:30:00-03:00');
    expect(Date.parse(zonedLocalToIso('2026-12-01T10:00', halifax))).toBe(Date.parse('2026-12-01T14:00:00Z'));
  });

  it('handles the days the clocks change', () => {
    // 2026-03-08 02:30 does not exist in Halifax (02:00 -> 03:00).
    expect(zonedLocalToIso('2026-03-08T01:30', halifax)).toBe('2026-03-08T01:30:00-04:00');
    expect(zonedLocalToIso('2026-03-08T03:30', halifax)).toBe('2026-03-08T03:30:00-03:00');
    // 2026-11-01 01:30 happens twice; the first (ADT) is meant.
    expect(zonedLocalToIso('2026-11-01T01:30', halifax)).toBe('2026-11-01T01:30:00-03:00');
  });

  it('reads an instant back as Halifax wall-clock time', () => {
    expect(isoToZonedLocal('2026-12-01T14:00:00.000Z', halifax)).toBe('2026-12-01T10:00');
    expect(isoToZonedLocal('2026-07-15T21:30:00.000Z', halifax)).toBe('2026-07-15T18:30');
    expect(isoToZonedLocal(null, halifax)).toBe('');
    expect(isoToZonedLocal('2026-12-01T14:00:00.000Z', 'America/Vancouver')).toBe('2026-12-01T06:00');
  });

  it('round-trips every hour of a year', () => {
    for (let hour = 0; hour < 365 * 24; hour += 11) {
      const instant = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000).toISOString();
      const local = isoToZonedLocal(instant, halifax);
      const back = zonedLocalToIso(local, halifax);
      // Only the repeated fall-back hour may map to its first occurrence.
      const drift = Date.parse(instant) - Date.parse(back);
      expect([0, 3_600_000]).toContain(drift);
      expect(isoToZonedLocal(back, halifax)).toBe(local);
    }
  });

  it('accepts only real calendar times', () => {
    expect(isLocalDateTime('2026-12-01T10:00')).toBe(true);
    expect(isLocalDateTime('2026-02-30T10:00')).toBe(false);
    expect(isLocalDateTime('2026-12-01 10:00')).toBe(false);
    expect(isLocalDateTime('')).toBe(false);
  });

  it('names the zone', () => {
    expect(zoneAbbreviation(halifax, new Date('2026-12-01T14:00:00Z'))).toBe('AST');
    expect(zoneAbbreviation(halifax, new Date('2026-07-01T14:00:00Z'))).toBe('ADT');
  });
});
