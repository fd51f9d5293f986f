import { describe, expect, it } from 'vitest';
import { mediaSourceClass } from './stream-player';

class Managed {}
class Plain {}

describe('mediaSourceClass', () => {
  it('takes ManagedMediaSource where there is one (an iPhone has nothing else), else MediaSource', () => {
    const managed = Managed as unknown as typeof MediaSource;
    const plain = Plain as unknown as typeof MediaSource;
    expect(mediaSourceClass({ ManagedMediaSource: managed, MediaSource: plain })).toBe(managed);
    expect(mediaSourceClass({ ManagedMediaSource: managed })).toBe(managed);
    expect(mediaSourceClass({ MediaSource: plain })).toBe(plain);
    expect(mediaSourceClass({})).toBeNull();
  });
});
