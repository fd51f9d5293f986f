import { describe, expect, it } from 'vitest';
import { backupSlotOn, isBackupDue, lastBackupSlot, nextBackupAt } from './backup-schedule';

const halifax = 'America/Halifax';
const at = (iso: string) => new Date(iso);

describe('the backup schedule in Halifax', () => {
  it('runs at 02:00 Atlantic time: 06:00Z in winter, 05:00Z in summer', () => {
    expect(backupSlotOn('2026-01-15', '02:00', halifax).toISOString()).toBe('2026-01-15T06:00:00.000Z');
    expect(backupSlotOn('2026-07-15', '02:00', halifax).toISOString()).toBe('2026-07-15T05:00:00.000Z');
  });

  it('on the spring-forward night (8 March 2026), a time the clocks skip runs when they reach 03:00', () => {
    // 02:00 AST becomes 03:00 ADT at 06:00Z: 02:00 and 02:30 do not exist that night.
    expect(backupSlotOn('2026-03-08', '02:00', halifax).toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(backupSlotOn('2026-03-08', '02:30', halifax).toISOString()).toBe('2026-03-08T06:30:00.000Z');
    expect(backupSlotOn('2026-03-08', '03:00', halifax).toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(backupSlotOn('2026-03-08', '01:59', halifax).toISOString()).toBe('2026-03-08T05:59:00.000Z');
  });

  it('on the fall-back night (1 November 2026), a time seen twice runs the first time only', () => {
    // 02:00 ADT becomes 01:00 AST at 05:00Z: 01:30 happens at 04:30Z and again at 05:30Z.
    expect(backupSlotOn('2026-11-01', '01:30', halifax).toISOString()).toBe('2026-11-01T04:30:00.000Z');
    expect(backupSlotOn('2026-11-01', '02:00', halifax).toISOString()).toBe('2026-11-01T06:00:00.000Z');
    expect(nextBackupAt('01:30', halifax, at('2026-11-01T04:30:00Z')).toISOString()).toBe(
      '2026-11-02T05:30:00.000Z',
    );
  });

  it('gives the next run strictly after now, across midnight and the clock change', () => {
    expect(nextBackupAt('02:00', halifax, at('2026-03-07T12:00:00Z')).toISOString()).toBe(
      '2026-03-08T06:00:00.000Z',
    );
    expect(nextBackupAt('02:00', halifax, at('2026-03-08T06:00:00Z')).toISOString()).toBe(
      '2026-03-09T05:00:00.000Z',
    );
    // 23:30 in Halifax on 31 October is already 1 November in UTC.
    expect(nextBackupAt('23:45', halifax, at('2026-11-01T02:30:00Z')).toISOString()).toBe(
      '2026-11-01T02:45:00.000Z',
    );
    expect(nextBackupAt('02:00', halifax, at('2026-10-31T06:00:00Z')).toISOString()).toBe(
      '2026-11-01T06:00:00.000Z',
    );
  });

  it('gives the last run at or before now', () => {
    expect(lastBackupSlot('02:00', halifax, at('2026-07-15T05:00:00Z')).toISOString()).toBe(
      '2026-07-15T05:00:00.000Z',
    );
    expect(lastBackupSlot('02:00', halifax, at('2026-07-15T04:59:00Z')).toISOString()).toBe(
      '2026-07-14T05:00:00.000Z',
    );
  });

  it('is due within the hour after its time, once, and never when switched off', () => {
    const base = { enabled: true, time: '02:00', timeZone: halifax, lastScheduledAt: null };
    expect(isBackupDue({ ...base, now: at('2026-07-15T05:00:30Z') })).toBe(true);
    expect(isBackupDue({ ...base, now: at('2026-07-15T05:59:00Z') })).toBe(true);
    expect(isBackupDue({ ...base, now: at('2026-07-15T06:01:00Z') })).toBe(false);
    expect(isBackupDue({ ...base, now: at('2026-07-15T04:59:00Z') })).toBe(false);
    expect(
      isBackupDue({ ...base, now: at('2026-07-15T05:10:00Z'), lastScheduledAt: at('2026-07-15T05:00:40Z') }),
    ).toBe(false);
    expect(
      isBackupDue({ ...base, now: at('2026-07-15T05:10:00Z'), lastScheduledAt: at('2026-07-14T05:00:40Z') }),
    ).toBe(true);
    expect(isBackupDue({ ...base, enabled: false, now: at('2026-07-15T05:00:30Z') })).toBe(false);
  });
});
