/** A location to return to after sign-in, only if it stays on this site. */
export function safeRedirect(value: unknown): string | null {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return null;
  }
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/register')) return null;
  return value;
}

/** Where a signed-in visitor of /login or /register goes: back to `from` (state or ?redirect=), else the dashboard. */
export function afterSignInTarget(state: unknown, search: string): string {
  const fromState =
    state !== null && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  return safeRedirect(fromState) ?? safeRedirect(new URLSearchParams(search).get('redirect')) ?? '/dashboard';
}
