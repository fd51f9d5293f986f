import { describe, expect, it } from 'vitest';
import { findBadText, nulMessage, surrogateMessage } from './text-check';

describe('findBadText', () => {
  it('passes ordinary text, accents and emoji (whole surrogate pairs)', () => {
    expect(findBadText({ title: 'Chaise berçante 🪑', tags: ['½ inch', 'naïve'] }, 'body')).toBeNull();
  });

  it('names the field of a NUL or a lone surrogate, however deep', () => {
    expect(findBadText({ q: 'a\u0000' }, 'query')).toEqual({ field: 'q', message: nulMessage });
    expect(findBadText({ a: [{ b: 'x\udc00' }] }, 'body')).toEqual({
      field: 'a.0.b',
      message: surrogateMessage,
    });
    expect(findBadText('\ud83e', 'body')).toEqual({ field: 'body', message: surrogateMessage });
    expect(findBadText({ 'bad\u0000key': 1 }, 'body')).toEqual({ field: 'body', message: nulMessage });
  });

  it('walks a body nested far deeper than the call stack without throwing', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(findBadText(deep, 'body')?.message).toBe(nulMessage);
  });
});
