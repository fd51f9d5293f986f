import { type AdminUserListItem, type AdminUserPage, roleNames } from '@auction/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { type ListParams, type ListSource, ServerDataTable } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { adminUserKeys, fetchAdminUserPage } from '../api/admin-user-queries';
import { UserStatusBadges, userStatusText } from './user-status-badges';

const statusText = (u: AdminUserListItem) =>
  [userStatusText(u), u.email_verified_at ? 'Verified' : 'Unverified', u.open_flags > 0 ? 'Non-payer' : '']
    .filter(Boolean)
    .join(', ');

/** The user list's columns; those with `enableSorting` are sorted by the server. */
export const userColumns: ColumnDef<AdminUserListItem>[] = [
  {
    id: 'name',
    header: 'Name',
    enableSorting: true,
    meta: { rowHeader: true, className: 'min-w-[10rem]', csv: (u) => u.name },
    cell: ({ row: { original: u } }) => (
      <Link
        to={`/admin/users/${u.id}`}
        className="font-semibold text-slate-900 hover:underline dark:text-white"
      >
        {u.name}
      </Link>
    ),
  },
  {
    id: 'email',
    header: 'E-mail',
    enableSorting: true,
    meta: { className: 'break-all', csv: (u) => u.email },
    cell: ({ row }) => row.original.email,
  },
  {
    id: 'phone',
    header: 'Phone',
    meta: { className: 'whitespace-nowrap', csv: (u) => u.phone },
    cell: ({ row }) => row.original.phone || <span className="text-slate-500 dark:text-slate-400">—</span>,
  },
  {
    id: 'roles',
    header: 'Roles',
    meta: { csv: (u) => u.roles.join(' ') },
    cell: ({ row }) =>
      row.original.roles.join(', ') || <span className="text-slate-500 dark:text-slate-400">—</span>,
  },
  {
    id: 'status',
    header: 'Status',
    meta: { csv: statusText },
    cell: ({ row }) => <UserStatusBadges user={row.original} />,
  },
  {
    id: 'created_at',
    header: 'Joined',
    enableSorting: true,
    meta: { className: 'whitespace-nowrap', csv: (u) => u.created_at.slice(0, 10) },
    cell: ({ row }) => formatDate(row.original.created_at),
  },
];

const source: ListSource<AdminUserListItem, AdminUserPage> = {
  key: adminUserKeys.lists,
  fetchPage: fetchAdminUserPage,
};

export const userListDefaults = {
  sort: 'created_at',
  order: 'desc',
  filters: ['role', 'verified', 'flagged', 'status'],
} as const;

const filters = [
  {
    name: 'role',
    label: 'Role',
    options: [{ value: '', label: 'Any role' }, ...roleNames.map((role) => ({ value: role, label: role }))],
  },
  {
    name: 'verified',
    label: 'E-mail',
    options: [
      { value: '', label: 'Verified or not' },
      { value: 'yes', label: 'Verified' },
      { value: 'no', label: 'Not verified' },
    ],
  },
  {
    name: 'flagged',
    label: 'Payment',
    options: [
      { value: '', label: 'Flagged or not' },
      { value: 'yes', label: 'Flagged non-payers' },
      { value: 'no', label: 'Not flagged' },
    ],
  },
  {
    name: 'status',
    label: 'Status',
    options: [
      { value: '', label: 'Any status' },
      { value: 'active', label: 'Active' },
      { value: 'disabled', label: 'Disabled' },
      { value: 'erased', label: 'Erased' },
    ],
  },
];

function emptyMessage({ q, filters: chosen, page }: ListParams): string {
  if (q || Object.values(chosen).some(Boolean)) return 'No user matches this search.';
  return page > 1 ? 'There are no users on this page.' : 'No users yet.';
}

/** Every account, searched, filtered, sorted and paged by the server, with a CSV of the filter. */
export function UserTable() {
  return (
    <ServerDataTable
      label="Users"
      noun={{ one: 'user', other: 'users' }}
      columns={userColumns}
      getRowId={(u) => u.id}
      source={source}
      defaults={userListDefaults}
      searchLabel="Search name, e-mail or phone"
      filters={filters}
      csvFileName="users.csv"
      emptyMessage={emptyMessage}
      errorMessage="The users could not be loaded. Please reload the page."
      minWidth="min-w-[56rem]"
    />
  );
}
