/**
 * The auth calls, with the HTTP client and the contracts they use, load when the first one is made:
 * a signed-out visitor's first paint never waits for them.
 */
export const loadAuthApi = () => import('./auth-api');
