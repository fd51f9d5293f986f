import { describe, expect, it } from 'vitest';
import { linkSignature, linkSignatureHolds } from './signed-links';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('link signatures', () => {
  it('hold for their own secret, purpose and body only', () => {
    const signed = linkSignature('secret', 'unsubscribe:v1', 'a.b');
    expect(linkSignatureHolds('secret', 'unsubscribe:v1', 'a.b', signed)).toBe(true);
    expect(linkSignatureHolds('other', 'unsubscribe:v1', 'a.b', signed)).toBe(false);
    expect(linkSignatureHolds('secret', 'tracking:v1', 'a.b', signed)).toBe(false);
    expect(linkSignatureHolds('secret', 'unsubscribe:v1', 'a.c', signed)).toBe(false);
    expect(linkSignatureHolds('secret', 'unsubscribe:v1', 'a.b', '')).toBe(false);
    expect(linkSignatureHolds('secret', 'unsubscribe:v1', 'a.b', `${signed}A`)).toBe(false);
  });

  it('refuse another spelling of the same bytes', () => {
    for (const body of ['a.b', 'c.d', 'e.f', 'g.h']) {
      const signed = linkSignature('secret', 'p', body);
      // 16 bytes are 22 base64 characters; the last carries 2 bits, the other 4 are unused.
      const last = alphabet.indexOf(signed.at(-1) ?? '');
      const sameBytes = `${signed.slice(0, -1)}${alphabet[last ^ 1]}`;
      expect(Buffer.from(sameBytes, 'base64url')).toEqual(Buffer.from(signed, 'base64url'));
      expect(linkSignatureHolds('secret', 'p', body, sameBytes)).toBe(false);
    }
  });
});
