import { changePasswordBodySchema } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { authFailure } from '../../../lib/auth/auth-errors';
import { useAuth } from '../../../lib/auth/use-auth';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { notify } from '../../../lib/notify';
import { changePassword } from '../api/change-password';

const schema = changePasswordBodySchema
  .extend({ password_confirmation: z.string() })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The passwords do not match.',
  });
type Values = z.infer<typeof schema>;
const empty: Values = { current_password: '', password: '', password_confirmation: '' };

export function ChangePasswordForm() {
  const { setSession } = useAuth();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: empty });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token, user, message }) => {
      setSession(token, user);
      notify.success(message);
      form.reset(empty);
    },
    onError: (error) => applyServerErrors(form.setError, authFailure(error, '').fieldErrors),
  });
  const failure = mutation.isError
    ? authFailure(mutation.error, 'Password change failed. Please try again.')
    : null;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ current_password, password }) =>
        mutation.mutate({ current_password, password }),
      )}
      className="space-y-5"
    >
      {failure && <Alert tone="error">{failure.message}</Alert>}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...form.register('current_password')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. Other devices will be signed out."
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
      <Button type="submit" loading={mutation.isPending}>
        Change password
      </Button>
    </form>
  );
}
