import type { User } from '@auction/contracts';

export type AuthActionName =
  | 'login'
  | 'register'
  | 'logout'
  | 'updateProfile'
  | 'forgotPassword'
  | 'resetPassword';
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface ActionState {
  loading: boolean;
  error: string | null;
}

export interface AuthState {
  status: SessionStatus;
  user: User | null;
  /**
   * False until the stored session, if any, has been read back. A server-rendered page hydrates as
   * a guest's (decision 0070) before that: a control that acts for the signed-in bidder waits on it.
   */
  settled: boolean;
  actions: Record<AuthActionName, ActionState>;
}

export type AuthEvent =
  | { type: 'signedIn'; user: User }
  | { type: 'signedOut' }
  | { type: 'userChanged'; user: User }
  | { type: 'started'; action: AuthActionName }
  | { type: 'succeeded'; action: AuthActionName }
  | { type: 'failed'; action: AuthActionName; error: string };

const idle: ActionState = { loading: false, error: null };

export const initialAuthState: AuthState = {
  status: 'loading',
  user: null,
  settled: false,
  actions: {
    login: idle,
    register: idle,
    logout: idle,
    updateProfile: idle,
    forgotPassword: idle,
    resetPassword: idle,
  },
};

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'signedIn':
      return { ...state, status: 'authenticated', user: event.user, settled: true };
    case 'signedOut':
      return { ...state, status: 'unauthenticated', user: null, settled: true };
    case 'userChanged':
      return state.user ? { ...state, user: event.user } : state;
    case 'started':
      return { ...state, actions: { ...state.actions, [event.action]: { loading: true, error: null } } };
    case 'succeeded':
      return { ...state, actions: { ...state.actions, [event.action]: idle } };
    case 'failed':
      return {
        ...state,
        actions: { ...state.actions, [event.action]: { loading: false, error: event.error } },
      };
  }
}
