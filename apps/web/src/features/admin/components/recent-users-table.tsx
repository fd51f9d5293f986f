import type { AdminOverview } from '@auction/contracts';
import { Card } from '../../../components/ui/card';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { formatDateTime } from '../../../lib/format';

const th =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';
const td = 'px-4 py-3 align-top text-sm';

export function RecentUsersTable({ users }: { users: AdminOverview['recent_users'] }) {
  return (
    <Card className="overflow-hidden">
      <h2 className="px-5 pt-5 text-lg font-semibold">Recent sign-ups</h2>
      {users.length === 0 ? (
        <p className="p-5 text-sm text-slate-600 dark:text-slate-400">No accounts yet.</p>
      ) : (
        <ScrollRegion label="Recent sign-ups" className="mt-3">
          <table className="w-full min-w-[36rem]">
            <thead className="bg-slate-50 dark:bg-slate-800/50">
              <tr>
                <th scope="col" className={th}>
                  Name
                </th>
                <th scope="col" className={th}>
                  E-mail
                </th>
                <th scope="col" className={th}>
                  Roles
                </th>
                <th scope="col" className={th}>
                  Joined
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {users.map((user) => (
                <tr key={user.id}>
                  <td className={`${td} font-medium text-slate-900 dark:text-white`}>{user.name}</td>
                  <td className={td}>
                    <span className="whitespace-nowrap">{user.email}</span>
                    {!user.email_verified_at && (
                      <span className="block text-xs text-brass-700 dark:text-brass-300">Not verified</span>
                    )}
                  </td>
                  <td className={td}>{user.roles.join(', ')}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatDateTime(user.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </Card>
  );
}
