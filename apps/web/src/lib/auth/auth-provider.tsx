import type { User } from '@auction/contracts';
import { type ReactNode, useCallback, useMemo, useReducer } from 'react';
import { queryClient } from '../query-client';
import { loadAuthApi } from './auth-api-loader';
import { AuthContext, type AuthContextValue } from './auth-context';
import type { AuthResult, authFallbackMessages } from './auth-errors';
import { type AuthActionName, authReducer, initialAuthState, type SessionStatus } from './auth-state';
import { clearToken, writeToken } from './token-storage';
import { useSessionRestore } from './use-session-restore';

type FallbackAction = keyof typeof authFallbackMessages;

export function AuthProvider({
  children,
  initialStatus = 'loading',
}: {
  children: ReactNode;
  /**
   * 'unauthenticated' on a server-rendered page (decision 0070): the server renders as a guest, so
   * the browser hydrates as one and the stored session, if any, is restored right after.
   */
  initialStatus?: SessionStatus;
}) {
  const [state, dispatch] = useReducer(authReducer, { ...initialAuthState, status: initialStatus });
  useSessionRestore(dispatch);

  const run = useCallback(
    async <T,>(action: FallbackAction, call: () => Promise<T>): Promise<AuthResult<T>> => {
      dispatch({ type: 'started', action });
      try {
        const data = await call();
        dispatch({ type: 'succeeded', action });
        return { ok: true, data };
      } catch (error) {
        const { authFailure, authFallbackMessages } = await import('./auth-errors');
        const failure = authFailure(error, authFallbackMessages[action]);
        dispatch({ type: 'failed', action, error: failure.message });
        return failure;
      }
    },
    [],
  );

  const signIn = useCallback((token: string, user: User) => {
    writeToken(token);
    dispatch({ type: 'signedIn', user });
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      login: (body) =>
        run('login', async () => {
          const { token, user, first_sign_in } = await (await loadAuthApi()).postLogin(body);
          signIn(token, user);
          return { user, firstSignIn: first_sign_in };
        }),
      register: (body) => run('register', async () => (await loadAuthApi()).postRegister(body)),
      logout: async () => {
        const action: AuthActionName = 'logout';
        dispatch({ type: 'started', action });
        await loadAuthApi()
          .then((api) => api.postLogout())
          .catch(() => undefined);
        clearToken();
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'public' });
        dispatch({ type: 'signedOut' });
        dispatch({ type: 'succeeded', action });
      },
      updateProfile: (body) =>
        run('updateProfile', async () => {
          const user = await (await loadAuthApi()).putProfile(body);
          dispatch({ type: 'userChanged', user });
          return user;
        }),
      forgotPassword: (body) =>
        run('forgotPassword', async () => (await loadAuthApi()).postForgotPassword(body)),
      resetPassword: (body) =>
        run('resetPassword', async () => (await loadAuthApi()).postResetPassword(body)),
      setSession: signIn,
      refreshUser: async () => {
        const user = await (await loadAuthApi()).getProfile();
        dispatch({ type: 'userChanged', user });
      },
    }),
    [state, run, signIn],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
