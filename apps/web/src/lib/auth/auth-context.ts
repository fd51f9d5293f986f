import type {
  ForgotPasswordBody,
  LoginBody,
  ProfileUpdate,
  RegisterBody,
  ResetPasswordBody,
  User,
} from '@auction/contracts';
import { createContext } from 'react';
import type { AuthResult } from './auth-errors';
import type { AuthState } from './auth-state';

export interface AuthContextValue extends AuthState {
  /** The signed-in user, and whether this was the account's first sign-in ever. */
  login(body: LoginBody): Promise<AuthResult<{ user: User; firstSignIn: boolean }>>;
  /** Creates the account; the user confirms the e-mail address and then signs in. */
  register(body: RegisterBody): Promise<AuthResult<string>>;
  logout(): Promise<void>;
  updateProfile(body: ProfileUpdate): Promise<AuthResult<User>>;
  forgotPassword(body: ForgotPasswordBody): Promise<AuthResult<string>>;
  resetPassword(body: ResetPasswordBody): Promise<AuthResult<string>>;
  /** Stores a fresh token and user (after a password change). */
  setSession(token: string, user: User): void;
  /** Fetches the profile again (after e-mail verification). */
  refreshUser(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
