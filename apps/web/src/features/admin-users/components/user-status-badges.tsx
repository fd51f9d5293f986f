import { type AdminUserListItem, adminUserStatusLabels } from '@auction/contracts';
import { Badge } from '../../../components/ui/badge';

/** Disabled, erased, unverified and flagged, as badges; an active, verified account shows none. */
export function UserStatusBadges({ user }: { user: AdminUserListItem }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {user.status !== 'active' && (
        <Badge
          label={adminUserStatusLabels[user.status]}
          tone={user.status === 'disabled' ? 'red' : 'grey'}
        />
      )}
      {user.status !== 'erased' && !user.email_verified_at && <Badge label="Unverified" tone="amber" />}
      {user.open_flags > 0 && <Badge label="Non-payer" tone="red" />}
    </span>
  );
}
