import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { GuestOnly } from '../../../app/guards/guest-only';
import { notify } from '../../../lib/notify';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

const routes = [
  {
    element: <GuestOnly />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
    ],
  },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
];

describe('LoginPage', () => {
  it('checks the fields before calling the server', async () => {
    const { auth } = renderRoutes(routes, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('The password is required.')).toBeInTheDocument();
    expect(auth.login).not.toHaveBeenCalled();
  });

  it('sends the credentials and shows the server’s refusal', async () => {
    const login = vi.fn().mockResolvedValue({
      ok: false,
      message: 'These credentials do not match our records.',
      fieldErrors: {},
    });
    renderRoutes(routes, { path: '/login', auth: { login } });
    await userEvent.type(screen.getByLabelText('E-mail address'), ' Marie@Example.ca ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match our records.');
    expect(login).toHaveBeenCalledWith({ email: 'marie@example.ca', password: 'secret-pass' });
  });
});

describe('LoginPage welcome', () => {
  const signInAs = async (firstSignIn: boolean) => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const user = buildUser({ name: 'Marie Comeau', first_name: 'Marie' });
    const login = vi.fn().mockResolvedValue({ ok: true, data: { user, firstSignIn } });
    renderRoutes(routes, { path: '/login', auth: { login } });
    await userEvent.type(screen.getByLabelText('E-mail address'), 'marie@example.ca');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalled());
    const text = success.mock.calls[0]?.[0];
    success.mockRestore();
    return text;
  };

  it('says "Welcome" at the first sign-in ever, "Welcome back" after', async () => {
    expect(await signInAs(true)).toBe('Welcome, Marie.');
  });

  it('says "Welcome back" to someone who has signed in before', async () => {
    expect(await signInAs(false)).toBe('Welcome back, Marie.');
  });
});

describe('RegisterPage', () => {
  it('requires matching passwords and accepted terms', async () => {
    const { auth } = renderRoutes(routes, { path: '/register' });
    await userEvent.type(screen.getByLabelText('Full name'), 'Jean LeBlanc');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'jean@example.ca');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long-enough-2');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('You must accept the terms and conditions.')).toBeInTheDocument();
    expect(auth.register).not.toHaveBeenCalled();
  });

  it('registers with terms accepted and shows field errors from the server', async () => {
    const register = vi.fn().mockResolvedValue({
      ok: false,
      message: 'Validation failed.',
      fieldErrors: { email: ['This e-mail address is already registered.'] },
    });
    renderRoutes(routes, { path: '/register', auth: { register } });
    await userEvent.type(screen.getByLabelText('Full name'), 'Jean LeBlanc');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'jean@example.ca');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This e-mail address is already registered.')).toBeInTheDocument();
    expect(register).toHaveBeenCalledWith({
      name: 'Jean LeBlanc',
      email: 'jean@example.ca',
      phone: '',
      password: 'long-enough-1',
      terms_accepted: true,
      marketing_consent: false,
    });
  });

  it('asks the new user to check the e-mail, then to sign in', async () => {
    const register = vi.fn().mockResolvedValue({ ok: true, data: 'Your account has been created.' });
    renderRoutes(routes, { path: '/register?redirect=%2Fwatchlist', auth: { register } });
    await userEvent.type(screen.getByLabelText('Full name'), 'Jean LeBlanc');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'jean@example.ca');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText('Your account has been created.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fwatchlist',
    );
  });
});
