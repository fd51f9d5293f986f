import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a link that works without signing in (unsubscribe, open and click tracking):
 * 16 bytes of HMAC-SHA256 over `purpose:body`, base64url. Keyed by purpose, so a token made for one
 * kind of link never passes as another.
 */
export function linkSignature(secret: string, purpose: string, body: string): string {
  return createHmac('sha256', secret)
    .update(`${purpose}:${body}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/**
 * Whether `signed` is the signature of `body`, compared as text in constant time. Comparing the
 * text, not the decoded bytes, refuses the other spellings base64 allows for the same bytes (the
 * last character's unused bits), so each link has exactly one valid token.
 */
export function linkSignatureHolds(secret: string, purpose: string, body: string, signed: string): boolean {
  const expected = Buffer.from(linkSignature(secret, purpose, body));
  const given = Buffer.from(signed);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
