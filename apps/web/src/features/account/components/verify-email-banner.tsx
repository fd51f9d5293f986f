import { useMutation } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { authFailure } from '../../../lib/auth/auth-errors';
import { postResendVerification } from '../../../lib/auth/verification-api';
import { notify } from '../../../lib/notify';

export function VerifyEmailBanner({ email }: { email: string }) {
  const resend = useMutation({
    mutationFn: () => postResendVerification({}),
    onSuccess: (message) => notify.success(message),
    onError: (error) =>
      notify.error(authFailure(error, 'The e-mail could not be sent. Please try again.').message),
  });
  return (
    <div
      role="status"
      className="flex flex-col gap-4 rounded-xl border border-brass-300 bg-brass-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-brass-700 dark:bg-brass-900/30"
    >
      <div className="flex gap-3">
        <MailWarning
          aria-hidden="true"
          className="mt-0.5 size-6 shrink-0 text-brass-700 dark:text-brass-300"
        />
        <div>
          <p className="font-semibold text-slate-900 dark:text-white">Please verify your e-mail address</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            You need a verified e-mail address to bid. We sent a link to {email}.
          </p>
        </div>
      </div>
      <Button
        variant="primary"
        loading={resend.isPending}
        disabled={resend.isSuccess}
        onClick={() => resend.mutate()}
      >
        Resend verification e-mail
      </Button>
    </div>
  );
}
