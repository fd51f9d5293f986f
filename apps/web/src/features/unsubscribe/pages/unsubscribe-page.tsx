import { consentWording, unsubscribeMessages } from '@auction/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { authFailure } from '../../../lib/auth/auth-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { fetchUnsubscribePreview, postUnsubscribe } from '../api/unsubscribe-api';

const changeYourMind = (
  <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">
    Changed your mind? <TextLink to="/profile">Sign in and switch announcements on in your profile</TextLink>.
  </p>
);

/**
 * The page a marketing mail's unsubscribe link opens, signed in or not. Opening it changes nothing
 * (mail scanners open links); the button does. It never subscribes anyone (decision 0049).
 */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: () => fetchUnsubscribePreview(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const unsubscribe = useMutation({ mutationFn: () => postUnsubscribe(token) });

  if (token && preview.isPending) {
    return (
      <AuthCard title="Unsubscribe">
        <p role="status" className="flex items-center gap-3 text-slate-600 dark:text-slate-300">
          <Spinner className="size-5" /> One moment…
        </p>
      </AuthCard>
    );
  }

  if (!token || preview.isError) {
    const message = preview.isError
      ? authFailure(preview.error, unsubscribeMessages.invalid).message
      : unsubscribeMessages.invalid;
    return (
      <AuthCard title="Unsubscribe">
        <Alert tone="error">{message}</Alert>
      </AuthCard>
    );
  }

  if (unsubscribe.isSuccess) {
    return (
      <AuthCard title="You are unsubscribed">
        <Alert tone="success">{unsubscribe.data.message}</Alert>
        <p className="mt-4 text-slate-700 dark:text-slate-200">
          Service e-mails about your bids, invoices and pickups still come to{' '}
          <strong>{unsubscribe.data.email}</strong>.
        </p>
        {changeYourMind}
      </AuthCard>
    );
  }

  const email = preview.data?.email ?? '';
  if (preview.data && !preview.data.subscribed) {
    return (
      <AuthCard title="Unsubscribe">
        <Alert tone="info">
          <strong>{email}</strong> gets no auction announcements or news from us.
        </Alert>
        {changeYourMind}
      </AuthCard>
    );
  }

  const failure = unsubscribe.isError ? authFailure(unsubscribe.error, unsubscribeMessages.invalid) : null;
  return (
    <AuthCard
      title="Unsubscribe"
      subtitle={
        <>
          For <strong className="text-slate-900 dark:text-slate-100">{email}</strong>
        </>
      }
    >
      {failure && (
        <div className="mb-6">
          <Alert tone="error">{failure.message}</Alert>
        </div>
      )}
      <p className="text-slate-700 dark:text-slate-200">{consentWording.unsubscribePage}</p>
      <Button
        type="button"
        size="lg"
        className="mt-6 w-full"
        loading={unsubscribe.isPending}
        onClick={() => unsubscribe.mutate()}
      >
        Unsubscribe
      </Button>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
        No sign-in needed. Service e-mails about your bids, invoices and pickups still come.
      </p>
    </AuthCard>
  );
}
