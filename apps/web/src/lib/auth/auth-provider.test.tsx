import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { responseError, transportError } from '../../../test/axios-errors';
import { buildUser } from '../../../test/factories';
import { sessionExpired } from '../app-events';
import * as api from './auth-api';
import type { AuthContextValue } from './auth-context';
import { AuthProvider } from './auth-provider';
import { TOKEN_KEY } from './token-storage';
import { useAuth } from './use-auth';

vi.mock('./auth-api', () => ({
  getProfile: vi.fn(),
  postLogin: vi.fn(),
  postRegister: vi.fn(),
  postLogout: vi.fn(async () => undefined),
  putProfile: vi.fn(),
  postForgotPassword: vi.fn(),
  postResetPassword: vi.fn(),
}));

function jwt(exp: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ exp })}.sig`;
}
const nowSeconds = () => Math.floor(Date.now() / 1000);

let auth: AuthContextValue;
function Probe() {
  auth = useAuth();
  return <p data-testid="status">{`${auth.status}:${auth.user?.email ?? ''}`}</p>;
}
const renderProvider = () =>
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );

beforeEach(() => vi.clearAllMocks());

describe('session start (spec section 4)', () => {
  it('is unauthenticated without a stored token', async () => {
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('unauthenticated:'));
    expect(api.getProfile).not.toHaveBeenCalled();
  });

  it('clears an expired token without asking the server', async () => {
    localStorage.setItem(TOKEN_KEY, jwt(nowSeconds() - 5));
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('unauthenticated:'));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(api.getProfile).not.toHaveBeenCalled();
  });

  it('fetches the profile for a live token, showing loading meanwhile', async () => {
    localStorage.setItem(TOKEN_KEY, jwt(nowSeconds() + 3600));
    vi.mocked(api.getProfile).mockResolvedValue(buildUser({ email: 'marie@example.ca' }));
    renderProvider();
    expect(screen.getByTestId('status')).toHaveTextContent('loading:');
    await waitFor(() =>
      expect(screen.getByTestId('status')).toHaveTextContent('authenticated:marie@example.ca'),
    );
  });

  it('ends the session when the profile fetch fails', async () => {
    localStorage.setItem(TOKEN_KEY, jwt(nowSeconds() + 3600));
    vi.mocked(api.getProfile).mockRejectedValue(responseError(401));
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('unauthenticated:'));
  });

  it('ends the session when the HTTP client reports an expired token', async () => {
    localStorage.setItem(TOKEN_KEY, jwt(nowSeconds() + 3600));
    vi.mocked(api.getProfile).mockResolvedValue(buildUser());
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'));
    act(() => sessionExpired.emit());
    expect(screen.getByTestId('status')).toHaveTextContent('unauthenticated:');
  });
});

describe('auth actions', () => {
  it('login stores the token and the user', async () => {
    vi.mocked(api.postLogin).mockResolvedValue({
      token: 'new.token.x',
      user: buildUser({ email: 'a@b.ca' }),
      first_sign_in: true,
    });
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('unauthenticated'));
    let result: Awaited<ReturnType<AuthContextValue['login']>> | undefined;
    await act(async () => {
      result = await auth.login({ email: 'a@b.ca', password: 'x' });
    });
    expect(result?.ok).toBe(true);
    expect(result?.ok && result.data.firstSignIn).toBe(true);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new.token.x');
    expect(screen.getByTestId('status')).toHaveTextContent('authenticated:a@b.ca');
    expect(auth.actions.login).toEqual({ loading: false, error: null });
  });

  it('login prefers the server message, else the fallback, and sets the error flag', async () => {
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('unauthenticated'));
    vi.mocked(api.postLogin).mockRejectedValueOnce(
      responseError(401, { message: 'Wrong e-mail or password.' }),
    );
    await act(async () => {
      const result = await auth.login({ email: 'a@b.ca', password: 'x' });
      expect(result).toMatchObject({ ok: false, message: 'Wrong e-mail or password.' });
    });
    expect(auth.actions.login.error).toBe('Wrong e-mail or password.');
    vi.mocked(api.postLogin).mockRejectedValueOnce(responseError(400));
    await act(async () => {
      expect(await auth.login({ email: 'a@b.ca', password: 'x' })).toMatchObject({
        message: 'Login failed. Please try again.',
      });
    });
  });

  it.each([
    ['register', 'Registration failed. Please try again.'],
    ['updateProfile', 'Profile update failed. Please try again.'],
    ['forgotPassword', 'Password reset request failed. Please try again.'],
    ['resetPassword', 'Password reset failed. Please try again.'],
  ] as const)('%s falls back to "%s"', async (action, fallback) => {
    vi.mocked(api.postRegister).mockRejectedValue(responseError(500));
    vi.mocked(api.putProfile).mockRejectedValue(responseError(500));
    vi.mocked(api.postForgotPassword).mockRejectedValue(responseError(500));
    vi.mocked(api.postResetPassword).mockRejectedValue(responseError(500));
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('unauthenticated'));
    const call = {
      register: () =>
        auth.register({ name: 'A', email: 'a@b.ca', password: 'longenough', terms_accepted: true }),
      updateProfile: () => auth.updateProfile({ name: 'A' }),
      forgotPassword: () => auth.forgotPassword({ email: 'a@b.ca' }),
      resetPassword: () => auth.resetPassword({ token: 't', password: 'longenough' }),
    }[action];
    await act(async () => {
      expect(await call()).toMatchObject({ ok: false, message: fallback });
    });
    expect(auth.actions[action].error).toBe(fallback);
  });

  it('says why when the request never reached the server', async () => {
    vi.mocked(api.postLogin).mockRejectedValue(transportError('ERR_NETWORK'));
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('unauthenticated'));
    await act(async () => {
      expect(await auth.login({ email: 'a@b.ca', password: 'x' })).toMatchObject({
        message: 'Unable to connect to the server. Please check your internet connection.',
      });
    });
  });

  it('logout tells the server, removes the token and the user', async () => {
    localStorage.setItem(TOKEN_KEY, jwt(nowSeconds() + 3600));
    vi.mocked(api.getProfile).mockResolvedValue(buildUser());
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'));
    await act(() => auth.logout());
    expect(api.postLogout).toHaveBeenCalled();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(screen.getByTestId('status')).toHaveTextContent('unauthenticated:');
  });
});
