import { type LoginBody, loginBodySchema } from '@auction/contracts';
import { greetingName } from '@auction/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { useAuth } from '../../../lib/auth/use-auth';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function LoginPage() {
  useDocumentTitle('Sign in');
  const { login, actions } = useAuth();
  const { search, state } = useLocation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await login(values);
    if (result.ok) {
      // The guest-only guard now sends the user back where they came from.
      const name = greetingName(result.data.user);
      notify.success(result.data.firstSignIn ? `Welcome, ${name}.` : `Welcome back, ${name}.`);
      return;
    }
    setError(result.message);
    applyServerErrors(form.setError, result.fieldErrors);
  });

  return (
    <AuthCard
      title="Sign in"
      subtitle="Bid, follow your lots and see your invoices."
      footer={
        <>
          New to Harbourside Auctions?{' '}
          <TextLink to={{ pathname: '/register', search }} state={state}>
            Create an account
          </TextLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="flex justify-end text-sm">
          <TextLink to="/forgot-password">Forgot your password?</TextLink>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={actions.login.loading}>
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}
