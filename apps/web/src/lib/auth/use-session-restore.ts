import { type Dispatch, useEffect } from 'react';
import { sessionExpired } from '../app-events';
import { loadAuthApi } from './auth-api-loader';
import type { AuthEvent } from './auth-state';
import { isTokenExpired } from './token-expiry';
import { clearToken, readToken } from './token-storage';

/**
 * Spec section 4: read the stored token; clear it when its expiry (seconds) has passed; otherwise
 * fetch the profile. A 401 clears the session (the HTTP client removes the token).
 */
export function useSessionRestore(dispatch: Dispatch<AuthEvent>): void {
  useEffect(() => {
    let cancelled = false;
    const token = readToken();
    if (!token || isTokenExpired(token)) {
      if (token) clearToken();
      dispatch({ type: 'signedOut' });
    } else {
      loadAuthApi()
        .then((api) => api.getProfile())
        .then(
          (user) => !cancelled && dispatch({ type: 'signedIn', user }),
          () => !cancelled && dispatch({ type: 'signedOut' }),
        );
    }
    const stop = sessionExpired.subscribe(() => dispatch({ type: 'signedOut' }));
    return () => {
      cancelled = true;
      stop();
    };
  }, [dispatch]);
}
