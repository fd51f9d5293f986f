import { type CommissionProfileJson, superAdminRoles } from '@auction/contracts';
import { hasAnyRole } from '@auction/domain';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageLoader } from '../../../components/ui/page-loader';
import { useAuth } from '../../../lib/auth/use-auth';
import { messageForError } from '../../../lib/http/messages';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  commissionProfilesQuery,
  useDeleteCommissionProfile,
  useMakeDefaultCommissionProfile,
} from '../api/commission-profiles';
import { commissionProfileColumns } from '../components/commission-profile-columns';
import { CommissionProfileForm } from '../components/commission-profile-form';

type Editing = { kind: 'new' } | { kind: 'edit'; profile: CommissionProfileJson } | null;

/** The house's commission terms: Staff read them, an Admin keeps them (decision 0035). */
export function CommissionProfilesPage() {
  useDocumentTitle('Commission profiles');
  const { user } = useAuth();
  const canEdit = hasAnyRole(user?.roles ?? [], superAdminRoles);
  const { data: profiles, isPending, isError } = useQuery(commissionProfilesQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CommissionProfileJson | null>(null);
  const makeDefault = useMakeDefaultCommissionProfile();
  const remove = useDeleteCommissionProfile();

  const columns = useMemo(
    () =>
      commissionProfileColumns(
        canEdit
          ? (profile) => (
              <span className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setEditing({ kind: 'edit', profile })}
                  aria-label={`Edit ${profile.name}`}
                >
                  Edit
                </Button>
                {!profile.is_default && (
                  <Button
                    variant="ghost"
                    size="sm"
                    loading={makeDefault.isPending && makeDefault.variables === profile.id}
                    aria-label={`Set as default: ${profile.name}`}
                    onClick={() =>
                      makeDefault.mutate(profile.id, {
                        onSuccess: () => notify.success(`“${profile.name}” is now the default profile.`),
                        onError: (error) => notify.error(messageForError(error).join(' ')),
                      })
                    }
                  >
                    Set as default
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${profile.name}`}
                  onClick={() => {
                    remove.reset();
                    setDeleting(profile);
                  }}
                >
                  Delete
                </Button>
              </span>
            )
          : null,
      ),
    [canEdit, makeDefault, remove],
  );

  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold sm:text-3xl">Commission profiles</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            What the house keeps of a consignor’s hammer, and the fees it charges. A consignor uses their own
            profile, or the default.
          </p>
        </div>
        {canEdit && editing === null && (
          <Button onClick={() => setEditing({ kind: 'new' })}>
            <Plus aria-hidden="true" className="size-4" />
            New profile
          </Button>
        )}
      </div>
      {!canEdit && <Alert tone="info">Commission terms are changed by an Admin.</Alert>}
      {editing && (
        <CommissionProfileForm
          key={editing.kind === 'edit' ? editing.profile.id : 'new'}
          profile={editing.kind === 'edit' ? editing.profile : null}
          onDone={() => setEditing(null)}
        />
      )}
      {isPending && <PageLoader />}
      {isError && (
        <Alert tone="error">The commission profiles could not be loaded. Please reload the page.</Alert>
      )}
      {profiles && profiles.length === 0 && (
        <p className="text-slate-600 dark:text-slate-400">
          No profiles yet: consignors are charged no commission until the house sets a default.
        </p>
      )}
      {profiles && profiles.length > 0 && (
        <DataTable
          label="Commission profiles"
          columns={columns}
          rows={profiles}
          getRowId={(profile) => profile.id}
          minWidth={canEdit ? 'min-w-[52rem]' : 'min-w-[40rem]'}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          confirmLabel="Delete profile"
          confirmVariant="danger"
          busy={remove.isPending}
          error={remove.isError ? messageForError(remove.error) : null}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                notify.success(`The commission profile “${deleting.name}” was deleted.`);
                setDeleting(null);
              },
            })
          }
        >
          <p>
            Statements already made keep their figures. A profile a consignor relies on cannot be deleted.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
