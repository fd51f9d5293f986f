/** The `exp` claim (seconds) of a JWT, read without verifying it, or null when unreadable. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const claims: unknown = JSON.parse(atob(padded));
    if (claims === null || typeof claims !== 'object') return null;
    const exp = (claims as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** Spec section 4: the expiry is checked in seconds; an unreadable token counts as expired. */
export function isTokenExpired(token: string, nowSeconds: number = Date.now() / 1000): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp <= nowSeconds;
}
