import { consentWording } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { useAuth } from '../../../lib/auth/use-auth';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type RegisterFormInput, type RegisterFormValues, registerFormSchema } from '../register-form-schema';

const empty: RegisterFormInput = {
  name: '',
  email: '',
  phone: '',
  password: '',
  password_confirmation: '',
  terms_accepted: false,
  marketing_consent: false,
};

export function RegisterPage() {
  useDocumentTitle('Create your account');
  const { register: registerAccount, actions } = useAuth();
  const { search, state } = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const form = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password_confirmation: _, ...values }) => {
    setError(null);
    const result = await registerAccount({ ...values, terms_accepted: true });
    if (!result.ok) {
      setError(result.message);
      applyServerErrors(form.setError, result.fieldErrors);
      return;
    }
    setCreated(result.data);
  });

  if (created) {
    return (
      <AuthCard title="Check your e-mail" footer={<TextLink to="/">Back to the home page</TextLink>}>
        <Alert tone="success">{created}</Alert>
        <TextLink to={{ pathname: '/login', search }} state={state} className="mt-6 inline-block">
          Sign in
        </TextLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle="Register once to bid in every Harbourside auction, online or live."
      footer={
        <>
          Already registered?{' '}
          <TextLink to={{ pathname: '/login', search }} state={state}>
            Sign in
          </TextLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label="Full name"
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          optional
          hint="Used only to reach you about your purchases."
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...form.register('password_confirmation')}
        />
        <CheckboxField
          label={
            <>
              I accept the{' '}
              <TextLink to="/terms-conditions" target="_blank">
                terms and conditions
              </TextLink>
            </>
          }
          description="Including the buyer’s premium, HST and the as-is, where-is conditions of sale."
          error={errors.terms_accepted?.message}
          {...form.register('terms_accepted')}
        />
        <CheckboxField
          label={consentWording.signUp}
          description="Optional."
          {...form.register('marketing_consent')}
        />
        <Button type="submit" size="lg" className="w-full" loading={actions.register.loading}>
          Create account
        </Button>
      </form>
    </AuthCard>
  );
}
