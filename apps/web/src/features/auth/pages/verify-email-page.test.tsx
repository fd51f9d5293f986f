import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { responseError } from '../../../../test/axios-errors';
import { renderRoutes } from '../../../../test/render-app';
import { postVerifyEmail } from '../../../lib/auth/verification-api';
import { VerifyEmailPage } from './verify-email-page';

vi.mock('../../../lib/auth/verification-api', () => ({
  postVerifyEmail: vi.fn(),
  postResendVerification: vi.fn(),
}));

const routes = [{ path: '/verify-email', element: <VerifyEmailPage /> }];

beforeEach(() => vi.clearAllMocks());

describe('VerifyEmailPage', () => {
  it('sends the token once and offers to sign in', async () => {
    vi.mocked(postVerifyEmail).mockResolvedValue('Your e-mail address has been confirmed.');
    renderRoutes(routes, { path: '/verify-email?token=abc123' });
    expect(await screen.findByRole('heading', { name: 'E-mail address verified' })).toBeInTheDocument();
    expect(screen.getByText('Your e-mail address has been confirmed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(postVerifyEmail).toHaveBeenCalledTimes(1);
    expect(postVerifyEmail).toHaveBeenCalledWith('abc123');
  });

  it('shows the server’s reason and a resend form when the link is bad', async () => {
    vi.mocked(postVerifyEmail).mockRejectedValue(
      responseError(422, {
        message: 'Validation failed.',
        errors: { token: ['The verification link is invalid or has expired.'] },
      }),
    );
    renderRoutes(routes, { path: '/verify-email?token=used' });
    expect(await screen.findByText('The verification link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification e-mail' })).toBeInTheDocument();
  });

  it('without a token asks for the address to resend to', () => {
    renderRoutes(routes, { path: '/verify-email' });
    expect(screen.getByRole('heading', { name: 'Verify your e-mail address' })).toBeInTheDocument();
    expect(postVerifyEmail).not.toHaveBeenCalled();
  });
});
