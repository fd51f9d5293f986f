import { type AdminUserDetail, adminUserReasonBodySchema } from '@auction/contracts';
import { Download, KeyRound, MailCheck, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { ReasonForm } from '../../../components/forms/reason-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { showRefusal } from '../../../lib/forms/show-refusal';
import { notify } from '../../../lib/notify';
import {
  useDisableUser,
  useEnableUser,
  useMarkVerified,
  useSendResetLink,
} from '../api/admin-user-mutations';
import { downloadUserData } from '../api/admin-user-queries';

type Open = 'disable' | 'verify' | null;

/** Disable or enable, a reset link by e-mail, a verified mark and the data export. */
export function AccountActions({ user, isSelf }: { user: AdminUserDetail; isSelf: boolean }) {
  const [open, setOpen] = useState<Open>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const disable = useDisableUser(user.id);
  const enable = useEnableUser(user.id);
  const verify = useMarkVerified(user.id);
  const reset = useSendResetLink(user.id);
  const live = user.status !== 'erased';

  async function exportData() {
    setExporting(true);
    try {
      await downloadUserData(user.id);
    } catch {
      notify.error('The data could not be exported. Please try again.');
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        {live && user.status === 'active' && !isSelf && (
          <Button size="sm" variant="danger" onClick={() => setOpen('disable')}>
            <UserX aria-hidden="true" className="size-4" />
            Disable account…
          </Button>
        )}
        {user.status === 'disabled' && (
          <Button
            size="sm"
            loading={enable.isPending}
            onClick={() =>
              enable.mutate(undefined, {
                onSuccess: () => notify.success(`${user.name} can sign in again.`),
                onError: (error) => showRefusal(error, null, setRefusal),
              })
            }
          >
            <UserCheck aria-hidden="true" className="size-4" />
            Enable account
          </Button>
        )}
        {user.status === 'active' && (
          <Button
            size="sm"
            variant="secondary"
            loading={reset.isPending}
            onClick={() =>
              reset.mutate(undefined, {
                onSuccess: (answer) => notify.success(answer.message),
                onError: (error) => showRefusal(error, null, setRefusal),
              })
            }
          >
            <KeyRound aria-hidden="true" className="size-4" />
            Send password reset link
          </Button>
        )}
        {live && !user.email_verified_at && (
          <Button size="sm" variant="secondary" onClick={() => setOpen('verify')}>
            <MailCheck aria-hidden="true" className="size-4" />
            Mark e-mail verified…
          </Button>
        )}
        <Button size="sm" variant="secondary" loading={exporting} onClick={() => void exportData()}>
          <Download aria-hidden="true" className="size-4" />
          Export data (JSON)
        </Button>
      </div>
      {refusal && <Alert tone="error">{refusal}</Alert>}
      {open === 'disable' && (
        <ReasonForm
          name={`Disable ${user.name}`}
          label="Reason for disabling"
          hint="Signs them out everywhere at once and stops them signing in until enabled."
          rule={adminUserReasonBodySchema.shape.reason}
          submitLabel="Disable account"
          variant="danger"
          size="sm"
          autoFocus
          busy={disable.isPending}
          onCancel={() => setOpen(null)}
          onSubmit={(reason, form) =>
            disable.mutate(reason, {
              onSuccess: () => {
                setOpen(null);
                notify.success(`${user.name} is disabled and signed out everywhere.`);
              },
              onError: (error) =>
                showRefusal(error, form.setError, (message) =>
                  form.setError('root.server', { type: 'server', message }),
                ),
            })
          }
        />
      )}
      {open === 'verify' && (
        <ReasonForm
          name={`Mark the e-mail of ${user.name} verified`}
          label="How was the address confirmed?"
          hint="Kept in the audit trail, for example “Confirmed by phone at the desk”."
          rule={adminUserReasonBodySchema.shape.reason}
          submitLabel="Mark verified"
          size="sm"
          autoFocus
          busy={verify.isPending}
          onCancel={() => setOpen(null)}
          onSubmit={(reason, form) =>
            verify.mutate(reason, {
              onSuccess: () => {
                setOpen(null);
                notify.success('The e-mail address is marked verified.');
              },
              onError: (error) =>
                showRefusal(error, form.setError, (message) =>
                  form.setError('root.server', { type: 'server', message }),
                ),
            })
          }
        />
      )}
    </div>
  );
}
