import { describe, expect, it } from 'vitest';
import { slugOf } from './slug';

describe('slugOf', () => {
  it('makes a readable path part from a title', () => {
    expect(slugOf('Dartmouth Estate & Bedford Restaurant Liquidation')).toBe(
      'dartmouth-estate-and-bedford-restaurant-liquidation',
    );
    expect(slugOf("Oil on Board, Peggy's Cove — 1978!")).toBe('oil-on-board-peggy-s-cove-1978');
    expect(slugOf('Québec Pine Armoire')).toBe('quebec-pine-armoire');
    expect(slugOf('!!!')).toBe('item');
    expect(slugOf('a'.repeat(200))).toHaveLength(80);
  });
});
