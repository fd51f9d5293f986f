/**
 * A fresh key for one submission (a confirmed bid, a payment at the counter), so a retry or a
 * double submit counts once; crypto.randomUUID where the page is a secure context.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
