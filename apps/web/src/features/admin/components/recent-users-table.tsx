import type { AdminOverview } from '@auction/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../../components/data-table';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';

type RecentUser = AdminOverview['recent_users'][number];

const columns: ColumnDef<RecentUser>[] = [
  {
    id: 'name',
    header: 'Name',
    meta: { rowHeader: true, className: 'font-medium text-slate-900 dark:text-white' },
    cell: ({ row }) => row.original.name,
  },
  {
    id: 'email',
    header: 'E-mail',
    cell: ({ row: { original: user } }) => (
      <>
        <span className="whitespace-nowrap">{user.email}</span>
        {!user.email_verified_at && (
          <span className="block text-xs text-brass-700 dark:text-brass-300">Not verified</span>
        )}
      </>
    ),
  },
  { id: 'roles', header: 'Roles', cell: ({ row }) => row.original.roles.join(', ') },
  {
    id: 'joined',
    header: 'Joined',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row }) => formatDateTime(row.original.created_at),
  },
];

export function RecentUsersTable({ users }: { users: AdminOverview['recent_users'] }) {
  return (
    <Card className="overflow-hidden">
      <h2 className="px-5 pt-5 text-lg font-semibold">Recent sign-ups</h2>
      {users.length === 0 ? (
        <p className="p-5 text-sm text-slate-600 dark:text-slate-400">No accounts yet.</p>
      ) : (
        <DataTable
          label="Recent sign-ups"
          columns={columns}
          rows={users}
          getRowId={(user) => user.id}
          framed={false}
          minWidth="min-w-[36rem]"
          className="mt-3"
        />
      )}
    </Card>
  );
}
