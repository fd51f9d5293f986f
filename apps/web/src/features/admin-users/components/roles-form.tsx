import { type AdminUserDetail, staffRoleNames } from '@auction/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { showRefusal } from '../../../lib/forms/show-refusal';
import { notify } from '../../../lib/notify';
import { useSetRoles } from '../api/admin-user-mutations';

const roleHints: Record<(typeof staffRoleNames)[number], string> = {
  Admin: 'Everything, including Users, Settings and Backups.',
  Staff: 'The admin area except Users, Settings and Backups.',
};

type StaffRole = (typeof staffRoleNames)[number];
const staffRolesOf = (user: AdminUserDetail) =>
  user.roles.filter((role): role is StaffRole => (staffRoleNames as readonly string[]).includes(role));

/** Gives and takes Admin and Staff; Bidder is everyone's and Consignor follows a consignor record. */
export function RolesForm({ user }: { user: AdminUserDetail }) {
  const [chosen, setChosen] = useState<StaffRole[]>(() => staffRolesOf(user));
  const [refusal, setRefusal] = useState<string | null>(null);
  const setRoles = useSetRoles(user.id);
  const current = staffRolesOf(user);
  const changed = [...chosen].sort().join() !== [...current].sort().join();

  function save() {
    setRefusal(null);
    setRoles.mutate(
      { roles: chosen },
      {
        onSuccess: (saved) => {
          setChosen(staffRolesOf(saved));
          notify.success(`The roles of ${saved.name} are saved.`);
        },
        onError: (error) => showRefusal(error, null, setRefusal),
      },
    );
  }

  return (
    <form
      aria-label="Roles"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <fieldset className="space-y-3">
        <legend className="sr-only">Staff roles</legend>
        {staffRoleNames.map((role) => (
          <CheckboxField
            key={role}
            label={role}
            description={roleHints[role]}
            checked={chosen.includes(role)}
            disabled={user.status === 'erased'}
            onChange={(event) =>
              setChosen((roles) =>
                event.target.checked ? [...roles, role] : roles.filter((other) => other !== role),
              )
            }
          />
        ))}
      </fieldset>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Also holds:{' '}
        {user.roles.filter((role) => !current.includes(role as StaffRole)).join(', ') || 'no other role'}.
        Every account bids; the Consignor role follows the link on a consignor’s record.
      </p>
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <Button type="submit" size="sm" disabled={!changed} loading={setRoles.isPending}>
        Save roles
      </Button>
    </form>
  );
}
