import { describe, expect, it } from 'vitest';
import { formatConsignorNumber, formatSku, normaliseSku } from './codes';

describe('inventory codes', () => {
  it('prints SKUs six digits wide and consignor numbers with a C', () => {
    expect(formatSku(123)).toBe('HA-000123');
    expect(formatSku(1_234_567)).toBe('HA-1234567');
    expect(formatConsignorNumber(1024)).toBe('C-1024');
  });

  it('normalises a typed or scanned SKU and refuses what cannot be one', () => {
    expect(normaliseSku('  ha-000123 ')).toBe('HA-000123');
    expect(normaliseSku('abc_12/3.4')).toBe('ABC_12/3.4');
    expect(normaliseSku('')).toBeNull();
    expect(normaliseSku('-lead')).toBeNull();
    expect(normaliseSku('has space')).toBeNull();
    expect(normaliseSku('x'.repeat(41))).toBeNull();
  });
});
