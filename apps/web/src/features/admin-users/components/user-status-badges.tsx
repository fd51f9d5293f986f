import { type AdminUserListItem, adminUserStatusLabels } from '@auction/contracts';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format';

/** "Disabled since 3 November 2026", "Erased" or "Active": the account's state in words. */
export function userStatusText(user: Pick<AdminUserListItem, 'status' | 'disabled_at'>): string {
  if (user.status === 'disabled' && user.disabled_at) return `Disabled since ${formatDate(user.disabled_at)}`;
  return adminUserStatusLabels[user.status];
}

/** Disabled, erased, unverified and flagged, as badges; an active, verified account shows none. */
export function UserStatusBadges({ user }: { user: AdminUserListItem }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {user.status !== 'active' && (
        <Badge label={userStatusText(user)} tone={user.status === 'disabled' ? 'red' : 'grey'} />
      )}
      {user.status !== 'erased' && !user.email_verified_at && <Badge label="Unverified" tone="amber" />}
      {user.open_flags > 0 && <Badge label="Non-payer" tone="red" />}
    </span>
  );
}
