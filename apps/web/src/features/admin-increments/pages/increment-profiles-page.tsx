import type { IncrementProfileJson } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageLoader } from '../../../components/ui/page-loader';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { incrementProfilesQuery, useSaveIncrementProfile } from '../api/increment-profiles';
import { IncrementProfileCard } from '../components/increment-profile-card';
import { IncrementProfileForm } from '../components/increment-profile-form';

type Editing = { kind: 'new' } | { kind: 'edit'; profile: IncrementProfileJson } | null;

/** Staff keep the tables that set the next minimum bid at each price. */
export function IncrementProfilesPage() {
  useDocumentTitle('Bid increment profiles');
  const { data: profiles, isPending, isError } = useQuery(incrementProfilesQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const makeDefault = useSaveIncrementProfile();

  const setDefault = (profile: IncrementProfileJson) =>
    makeDefault.mutate(
      { id: profile.id, body: { name: profile.name, rows: profile.rows, is_default: true } },
      { onSuccess: () => notify.success(`“${profile.name}” is now the default profile.`) },
    );

  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold sm:text-3xl">Bid increment profiles</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            How much the next bid must rise at each price. An auction uses its own profile, or the default.
          </p>
        </div>
        {editing === null && (
          <Button onClick={() => setEditing({ kind: 'new' })}>
            <Plus aria-hidden="true" className="size-4" />
            New profile
          </Button>
        )}
      </div>
      {editing && (
        <IncrementProfileForm
          key={editing.kind === 'edit' ? editing.profile.id : 'new'}
          profile={editing.kind === 'edit' ? editing.profile : null}
          onDone={() => setEditing(null)}
        />
      )}
      {isPending && <PageLoader />}
      {isError && (
        <Alert tone="error">The increment profiles could not be loaded. Please reload the page.</Alert>
      )}
      {profiles && profiles.length === 0 && (
        <p className="text-slate-600 dark:text-slate-400">No profiles yet. Create the house default first.</p>
      )}
      {profiles && profiles.length > 0 && (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {profiles.map((profile) => (
            <IncrementProfileCard
              key={profile.id}
              profile={profile}
              onEdit={() => setEditing({ kind: 'edit', profile })}
              onMakeDefault={() => setDefault(profile)}
              isSaving={makeDefault.isPending && makeDefault.variables?.id === profile.id}
            />
          ))}
        </div>
      )}
    </div>
  );
}
