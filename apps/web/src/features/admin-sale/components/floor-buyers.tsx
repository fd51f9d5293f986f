import type { FloorRegistration } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { registrationDepositsQuery } from '../api/deposits';
import { floorRegistrationsQuery } from '../api/floor-registrations';
import { DepositCell } from './deposit-cell';
import { FloorRegistrationForm } from './floor-registration-form';

function floorColumns(
  auctionId: string,
  asksDeposit: boolean,
  onEdit: (registration: FloorRegistration) => void,
): ColumnDef<FloorRegistration>[] {
  const deposit: ColumnDef<FloorRegistration>[] = asksDeposit
    ? [
        {
          id: 'deposit',
          header: 'Deposit',
          cell: ({ row }) => <DepositCell auctionId={auctionId} registration={row.original} />,
        },
      ]
    : [];
  return [
    {
      id: 'paddle_number',
      header: 'Paddle',
      meta: { rowHeader: true, align: 'right' },
      cell: ({ row }) => row.original.paddle_number,
    },
    {
      id: 'name',
      header: 'Name',
      meta: { className: 'min-w-[10rem]' },
      cell: ({ row }) => row.original.name,
    },
    {
      id: 'phone',
      header: 'Phone',
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row }) => row.original.phone,
    },
    {
      id: 'id_checked',
      header: 'ID',
      cell: ({ row }) => (row.original.id_checked ? 'Checked' : 'Not checked'),
    },
    {
      id: 'account',
      header: 'Account',
      cell: ({ row }) => row.original.user_name ?? '—',
    },
    ...deposit,
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <Button size="sm" variant="secondary" onClick={() => onEdit(row.original)}>
          Edit<span className="sr-only"> paddle {row.original.paddle_number}</span>
        </Button>
      ),
    },
  ];
}

/**
 * The floor buyers registered at the desk for this sale, each correctable with the desk's form,
 * with the deposit each owes or paid when the sale asks one.
 */
export function FloorBuyers({ auctionId }: { auctionId: string }) {
  const floor = useQuery(floorRegistrationsQuery(auctionId));
  // A sale that asks a deposit asks it of floor buyers too: taken at the desk with the paddle.
  const extras = useQuery(registrationDepositsQuery(auctionId));
  const asksDeposit = extras.data?.data.some((row) => row.deposit !== null) ?? false;
  const [editing, setEditing] = useState<FloorRegistration | null>(null);
  if (!floor.data || floor.data.length === 0) return null;
  return (
    <section aria-labelledby="floor-buyers" className="mb-6 space-y-4">
      <h2 id="floor-buyers" className="font-display text-lg font-semibold text-slate-900 dark:text-white">
        Floor buyers
      </h2>
      <DataTable
        label="Floor buyers"
        columns={floorColumns(auctionId, asksDeposit, setEditing)}
        rows={floor.data}
        getRowId={(registration) => registration.id}
        minWidth="min-w-[40rem]"
      />
      {editing && (
        <FloorRegistrationForm
          key={editing.id}
          auctionId={auctionId}
          registration={editing}
          onDone={() => setEditing(null)}
        />
      )}
    </section>
  );
}
