import type { CommissionProfileJson } from '@auction/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { notify } from '../../../lib/notify';
import { useMakeDefaultCommissionProfile } from '../../admin-commission/public';

/**
 * The commission profile new consignors (and every consignor without one of their own) follow:
 * the profile marked default, changed here or on the commission profiles page.
 */
export function CommissionDefault({ profiles }: { profiles: CommissionProfileJson[] }) {
  const current = profiles.find((profile) => profile.is_default);
  const [chosen, setChosen] = useState(current?.id ?? '');
  const makeDefault = useMakeDefaultCommissionProfile();
  if (profiles.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        No commission profiles yet.{' '}
        <Link
          to="/admin/commission-profiles"
          className="font-medium text-harbour-700 underline dark:text-harbour-300"
        >
          Add one
        </Link>{' '}
        to charge consignors a commission.
      </p>
    );
  }
  const options = [
    ...(current ? [] : [{ value: '', label: 'None: no commission until one is chosen' }]),
    ...profiles.map((profile) => ({ value: profile.id, label: profile.name })),
  ];
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <SelectField
          label="Default commission profile"
          hint="New consignors, and those without a profile of their own, follow it."
          options={options}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        />
      </div>
      <Button
        variant="secondary"
        disabled={!chosen || chosen === current?.id}
        loading={makeDefault.isPending}
        onClick={() =>
          makeDefault.mutate(chosen, {
            onSuccess: (saved) => notify.success(`${saved.name} is now the default.`),
          })
        }
      >
        Make default
      </Button>
    </div>
  );
}
