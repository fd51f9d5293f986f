import { describe, expect, it } from 'vitest';
import { spreadsheetText } from './spreadsheet-text';

describe('spreadsheetText', () => {
  it('turns every way a formula can start into text', () => {
    for (const cell of ['=1+1', '+1+1', '-1+1', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x","y")']) {
      expect(spreadsheetText(cell), cell).toBe(`'${cell}`);
    }
  });

  it('leaves ordinary text, empty cells and plain numbers, negative ones too, as they are', () => {
    for (const cell of ['Blue Willow platter', '', '12.50', '-12.50', '-3', 'a=b', 'Lot 12 - chair']) {
      expect(spreadsheetText(cell), cell).toBe(cell);
    }
  });
});
