import { type ForgotPasswordBody, forgotPasswordBodySchema } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { useAuth } from '../../../lib/auth/use-auth';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const { forgotPassword, actions } = useAuth();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await forgotPassword(values);
    if (result.ok) setSent(result.data);
    else setError(result.message);
  });

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={<TextLink to="/login">Back to sign in</TextLink>}
    >
      {sent ? (
        <Alert tone="success" title="Check your e-mail">
          {sent}
        </Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          {error && <Alert tone="error">{error}</Alert>}
          <TextField
            label="E-mail address"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" size="lg" className="w-full" loading={actions.forgotPassword.loading}>
            Send reset link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
