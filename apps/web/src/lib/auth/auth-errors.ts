import { classifyError, fieldErrorsOf, messageForError, serverMessageOf } from '../http/messages';

/** Spec section 8: shown when a failed auth call carries no message of the server's own. */
export const authFallbackMessages = {
  login: 'Login failed. Please try again.',
  register: 'Registration failed. Please try again.',
  updateProfile: 'Profile update failed. Please try again.',
  forgotPassword: 'Password reset request failed. Please try again.',
  resetPassword: 'Password reset failed. Please try again.',
} as const;

export type AuthFailure = { ok: false; message: string; fieldErrors: Record<string, string[]> };
export type AuthResult<T> = { ok: true; data: T } | AuthFailure;

const connectionKinds = new Set(['offline', 'timeout', 'no-response']);

/** The server's message first; a request that never reached it says why; else the fallback. */
export function authFailure(error: unknown, fallback: string): AuthFailure {
  const kind = classifyError(error);
  const connectionMessage = connectionKinds.has(kind) ? messageForError(error)[0] : undefined;
  return {
    ok: false,
    message: serverMessageOf(error) ?? connectionMessage ?? fallback,
    fieldErrors: fieldErrorsOf(error),
  };
}
