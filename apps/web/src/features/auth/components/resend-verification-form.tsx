import { type ResendVerificationBody, resendVerificationBodySchema } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { authFailure } from '../../../lib/auth/auth-errors';
import { useAuth } from '../../../lib/auth/use-auth';
import { postResendVerification } from '../../../lib/auth/verification-api';

/** Signed in: one button. Signed out: the e-mail address to send the new link to. */
export function ResendVerificationForm() {
  const { user } = useAuth();
  const resend = useMutation({ mutationFn: postResendVerification });
  const form = useForm<ResendVerificationBody>({
    resolver: zodResolver(resendVerificationBodySchema),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit((values) => resend.mutate(user ? {} : values));

  if (resend.isSuccess) return <Alert tone="success">{resend.data}</Alert>;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {resend.isError && (
        <Alert tone="error">
          {authFailure(resend.error, 'The e-mail could not be sent. Please try again.').message}
        </Alert>
      )}
      {!user && (
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="email"
          error={form.formState.errors.email?.message}
          {...form.register('email', { required: 'The e-mail address is required.' })}
        />
      )}
      <Button
        type="submit"
        variant={user ? 'primary' : 'secondary'}
        loading={resend.isPending}
        className="w-full"
      >
        Resend verification e-mail
      </Button>
    </form>
  );
}
