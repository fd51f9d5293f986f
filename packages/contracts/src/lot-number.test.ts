import { describe, expect, it } from 'vitest';
import { lotNumberSchema } from './lots';

// The same examples as the domain's `normaliseLotNumber`, which reads lot numbers from files.
describe("the API's lot number", () => {
  it.each([
    ['12', '12'],
    [' 12a ', '12A'],
    ['12AB', '12AB'],
    ['007', '007'],
    ['999999', '999999'],
  ])('%j is lot %j', (typed, number) => {
    expect(lotNumberSchema.parse(typed)).toBe(number);
  });

  it.each(['', 'A12', '12-A', '12 A', '12ABC', '1234567', '12.5', 'lot 12'])('%j is refused', (typed) => {
    expect(lotNumberSchema.safeParse(typed).success).toBe(false);
  });
});
