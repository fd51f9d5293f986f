import { describe, expect, it } from 'vitest';
import { labelPlace, labelSheets } from './label-sheet';

const avery = labelSheets.avery_5160;

describe('the Avery 5160 sheet', () => {
  it('puts the first label ½ in from the top and 3⁄16 in from the side, 2¾ in apart across', () => {
    expect(labelPlace(avery, 0)).toEqual({ page: 0, x: 13.5, y: 36 });
    expect(labelPlace(avery, 1)).toEqual({ page: 0, x: 211.5, y: 36 });
    expect(labelPlace(avery, 3)).toEqual({ page: 0, x: 13.5, y: 108 });
    expect(labelPlace(avery, 29)).toEqual({ page: 0, x: 409.5, y: 684 });
  });

  it('fits its last column and row on US Letter with the sheet’s own margins', () => {
    const last = labelPlace(avery, 29);
    expect(last.x + avery.label.width).toBeCloseTo(612 - 13.5, 5);
    expect(last.y + avery.label.height).toBe(792 - 36);
  });

  it('starts at a later position of a half-used sheet and runs onto the next sheet', () => {
    expect(labelPlace(avery, 0, 5)).toEqual({ page: 0, x: 211.5, y: 108 });
    expect(labelPlace(avery, 26, 5)).toEqual({ page: 1, x: 13.5, y: 36 });
    expect(labelPlace(avery, 30)).toEqual({ page: 1, x: 13.5, y: 36 });
  });

  it('gives a thermal label a page of its own', () => {
    const thermal = labelSheets.thermal_2x1;
    expect(labelPlace(thermal, 3, 7)).toEqual({ page: 3, x: 0, y: 0 });
    expect(thermal.page).toEqual({ width: 144, height: 72 });
  });
});
