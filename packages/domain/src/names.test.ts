import { describe, expect, it } from 'vitest';
import { firstWordOf, greetingName } from './names';

describe('greetingName', () => {
  it('prefers the first name', () => {
    expect(greetingName({ first_name: 'Marie', name: 'Anne Marie Doucet' })).toBe('Marie');
  });
  it('falls back to the first word of the name', () => {
    expect(greetingName({ first_name: '  ', name: '  Anne Marie Doucet' })).toBe('Anne');
  });
  it("falls back to 'there'", () => {
    expect(greetingName({ first_name: null, name: '' })).toBe('there');
    expect(greetingName({})).toBe('there');
  });
});

describe('firstWordOf', () => {
  it('splits on any whitespace', () => {
    expect(firstWordOf('Jean\tLeBlanc')).toBe('Jean');
  });
});
