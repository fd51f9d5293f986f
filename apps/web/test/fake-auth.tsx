import type { User } from '@auction/contracts';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../src/lib/auth/auth-context';
import { initialAuthState } from '../src/lib/auth/auth-state';

/** An auth context for component tests: signed in as `user`, or a guest when it is null. */
export function fakeAuth(user: User | null, overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    ...initialAuthState,
    status: user ? 'authenticated' : 'unauthenticated',
    user,
    settled: true,
    login: vi.fn(),
    register: vi.fn(),
    logout: vi.fn(async () => undefined),
    updateProfile: vi.fn(),
    forgotPassword: vi.fn(),
    resetPassword: vi.fn(),
    setSession: vi.fn(),
    refreshUser: vi.fn(async () => undefined),
    ...overrides,
  };
}

export function FakeAuthProvider({ value, children }: { value: AuthContextValue; children: ReactNode }) {
  return <AuthContext value={value}>{children}</AuthContext>;
}
