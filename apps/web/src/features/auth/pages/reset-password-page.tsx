import { newPasswordSchema } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { useAuth } from '../../../lib/auth/use-auth';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';

const schema = z
  .object({ password: newPasswordSchema, password_confirmation: z.string() })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The passwords do not match.',
  });
type Values = z.infer<typeof schema>;

export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const { token = '' } = useParams();
  const { resetPassword, actions } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    const result = await resetPassword({ token, password });
    if (!result.ok) {
      setError(result.fieldErrors.token?.join(' ') ?? result.message);
      const passwordErrors = result.fieldErrors.password;
      if (passwordErrors) form.setError('password', { message: passwordErrors.join(' ') });
      return;
    }
    notify.success(result.data);
    navigate('/login', { replace: true });
  });

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Use at least 8 characters. A long phrase is easy to remember and hard to guess."
      footer={<TextLink to="/forgot-password">Request a new reset link</TextLink>}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...form.register('password_confirmation')}
        />
        <Button type="submit" size="lg" className="w-full" loading={actions.resetPassword.loading}>
          Reset password
        </Button>
      </form>
    </AuthCard>
  );
}
