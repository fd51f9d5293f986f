import { type AdminUserDetail, adminUserStatusLabels } from '@auction/contracts';
import { leadingUuid } from '@auction/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { DetailPage, DetailPanel } from '../../../components/admin/detail-page';
import { DetailPageStates } from '../../../components/admin/detail-page-states';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { useAuth } from '../../../lib/auth/use-auth';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { adminUserQuery } from '../api/admin-user-queries';
import { AccountActions } from '../components/account-actions';
import { EraseForm } from '../components/erase-form';
import { RolesForm } from '../components/roles-form';
import { UserFacts } from '../components/user-facts';
import { UserHistory } from '../components/user-history';
import { UserStatusBadges } from '../components/user-status-badges';

function UserView({ user }: { user: AdminUserDetail }) {
  useDocumentTitle(user.name);
  const { user: me } = useAuth();
  const isSelf = me?.id === user.id;
  return (
    <DetailPage
      back={{ to: '/admin/users', label: 'All users' }}
      title={user.name}
      badges={
        <>
          {user.status === 'active' && <Badge label={adminUserStatusLabels.active} tone="green" />}
          <UserStatusBadges user={user} />
        </>
      }
    >
      {user.status === 'disabled' && (
        <Alert tone="warning">
          {user.disabled_at
            ? `Disabled since ${formatDateTime(user.disabled_at)}`
            : 'This account is disabled'}
          : they cannot sign in until it is enabled again.
        </Alert>
      )}
      <DetailPanel title="Profile">
        <UserFacts user={user} />
      </DetailPanel>
      <div className="grid gap-6 lg:grid-cols-2">
        <DetailPanel title="Roles">
          <RolesForm key={user.roles.join()} user={user} />
        </DetailPanel>
        <DetailPanel title="Account">
          <AccountActions user={user} isSelf={isSelf} />
        </DetailPanel>
      </div>
      <UserHistory user={user} />
      {user.status !== 'erased' && !isSelf && (
        <DetailPanel title="Erase on request">
          <EraseForm user={user} />
        </DetailPanel>
      )}
    </DetailPage>
  );
}

/** One account: profile, roles, what the Admin can do to it, and its history (Admins only). */
export function UserPage() {
  const { userId = '' } = useParams();
  const id = leadingUuid(userId);
  const user = useQuery({ ...adminUserQuery(id ?? ''), enabled: id !== null });
  return (
    <DetailPageStates valid={id !== null} query={user} name="user">
      {(data) => <UserView user={data} />}
    </DetailPageStates>
  );
}
