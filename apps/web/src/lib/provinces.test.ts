import { describe, expect, it } from 'vitest';
import { provinceCode, provinceOptions } from './provinces';

describe('provinces', () => {
  it('reads codes and names alike', () => {
    expect(provinceCode('NS')).toBe('NS');
    expect(provinceCode('ns')).toBe('NS');
    expect(provinceCode('Nova Scotia')).toBe('NS');
    expect(provinceCode('Prince Edward Island')).toBe('PE');
    expect(provinceCode('Maine')).toBe('Maine');
  });
  it('keeps an unknown saved value selectable', () => {
    expect(provinceOptions('Maine')[0]).toEqual({ value: 'Maine', label: 'Maine' });
    expect(provinceOptions('NS')).toHaveLength(13);
  });
});
