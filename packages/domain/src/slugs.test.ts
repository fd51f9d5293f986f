import { describe, expect, it } from 'vitest';
import { leadingUuid } from './slugs';

const id = '3f2b8c1e-9a4d-4e7b-8c21-5d6f7a8b9c0d';

describe('leadingUuid', () => {
  it('reads a bare UUID', () => {
    expect(leadingUuid(id)).toBe(id);
  });
  it('reads the UUID in front of a slug', () => {
    expect(leadingUuid(`${id}-estate-of-the-late-j-macdonald`)).toBe(id);
  });
  it('lower-cases the id', () => {
    expect(leadingUuid(id.toUpperCase())).toBe(id);
  });
  it('refuses a segment without a leading UUID', () => {
    expect(leadingUuid('past')).toBeNull();
    expect(leadingUuid('')).toBeNull();
    expect(leadingUuid(`x${id}`)).toBeNull();
    expect(leadingUuid(id.slice(0, 35))).toBeNull();
  });
  it('refuses a UUID glued to more text without a dash', () => {
    expect(leadingUuid(`${id}abc`)).toBeNull();
  });
});
