import { describe, expect, it } from 'vitest';
import { hasAnyRole } from './roles';

describe('hasAnyRole', () => {
  it('passes when one allowed role is held', () => {
    expect(hasAnyRole(['Bidder', 'Staff'], ['Admin', 'Staff'])).toBe(true);
  });
  it('fails when none is held', () => {
    expect(hasAnyRole(['Bidder', 'Consignor'], ['Admin', 'Staff'])).toBe(false);
    expect(hasAnyRole([], ['Admin'])).toBe(false);
  });
});
