import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { AuthCard } from '../../../components/ui/auth-card';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { authFailure } from '../../../lib/auth/auth-errors';
import { useAuth } from '../../../lib/auth/use-auth';
import { postVerifyEmail } from '../../../lib/auth/verification-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ResendVerificationForm } from '../components/resend-verification-form';

export function VerifyEmailPage() {
  useDocumentTitle('Verify your e-mail address');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, refreshUser } = useAuth();
  // A query, not an effect: the one-time token is sent once even when React renders twice.
  const verification = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => postVerifyEmail(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const verified = verification.isSuccess;
  const signedIn = user !== null;
  useEffect(() => {
    if (verified && signedIn) void refreshUser().catch(() => undefined);
  }, [verified, signedIn, refreshUser]);

  if (token && verification.isPending) {
    return (
      <AuthCard title="Verifying your e-mail address">
        <p role="status" className="flex items-center gap-3 text-slate-600 dark:text-slate-300">
          <Spinner className="size-5" /> One moment…
        </p>
      </AuthCard>
    );
  }

  if (verification.isSuccess) {
    return (
      <AuthCard title="E-mail address verified">
        <Alert tone="success">{verification.data}</Alert>
        <p className="mt-6">
          {signedIn ? (
            <TextLink to="/dashboard">Go to your dashboard</TextLink>
          ) : (
            <TextLink to="/login">Sign in</TextLink>
          )}
        </p>
      </AuthCard>
    );
  }

  const failure = verification.isError
    ? authFailure(verification.error, 'The verification link is invalid or has expired.')
    : null;
  return (
    <AuthCard
      title="Verify your e-mail address"
      subtitle={
        failure
          ? undefined
          : 'Open the link in the e-mail we sent you. If it has expired or gone astray, ask for a new one.'
      }
    >
      {failure && (
        <div className="mb-6">
          <Alert tone="error">{failure.fieldErrors.token?.join(' ') ?? failure.message}</Alert>
        </div>
      )}
      <ResendVerificationForm />
    </AuthCard>
  );
}
