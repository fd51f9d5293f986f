import { type AdminUserDetail, adminUserStatusLabels } from '@auction/contracts';
import { leadingUuid } from '@auction/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { PageLoader } from '../../../components/ui/page-loader';
import { useAuth } from '../../../lib/auth/use-auth';
import { formatDateTime } from '../../../lib/format';
import { isNotFound } from '../../../lib/http/is-not-found';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { adminUserQuery } from '../api/admin-user-queries';
import { AccountActions } from '../components/account-actions';
import { EraseForm } from '../components/erase-form';
import { RolesForm } from '../components/roles-form';
import { UserFacts } from '../components/user-facts';
import { UserHistory } from '../components/user-history';
import { UserStatusBadges } from '../components/user-status-badges';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

function UserView({ user }: { user: AdminUserDetail }) {
  useDocumentTitle(user.name);
  const { user: me } = useAuth();
  const isSelf = me?.id === user.id;
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <Link
        to="/admin/users"
        className="inline-flex min-h-6 items-center gap-1 text-sm font-medium text-harbour-800 hover:underline dark:text-harbour-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All users
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold break-words sm:text-3xl">{user.name}</h1>
        {user.status === 'active' && <Badge label={adminUserStatusLabels.active} tone="green" />}
        <UserStatusBadges user={user} />
      </div>
      {user.status === 'disabled' && (
        <Alert tone="warning">
          {user.disabled_at
            ? `Disabled since ${formatDateTime(user.disabled_at)}`
            : 'This account is disabled'}
          : they cannot sign in until it is enabled again.
        </Alert>
      )}
      <Panel title="Profile">
        <UserFacts user={user} />
      </Panel>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Roles">
          <RolesForm key={user.roles.join()} user={user} />
        </Panel>
        <Panel title="Account">
          <AccountActions user={user} isSelf={isSelf} />
        </Panel>
      </div>
      <UserHistory user={user} />
      {user.status !== 'erased' && !isSelf && (
        <Panel title="Erase on request">
          <EraseForm user={user} />
        </Panel>
      )}
    </div>
  );
}

/** One account: profile, roles, what the Admin can do to it, and its history (Admins only). */
export function UserPage() {
  const { userId = '' } = useParams();
  const id = leadingUuid(userId);
  const user = useQuery({ ...adminUserQuery(id ?? ''), enabled: id !== null });
  if (id === null) return <NotFoundPage />;
  if (user.isPending) return <PageLoader />;
  if (user.isError) {
    if (isNotFound(user.error)) return <NotFoundPage />;
    return (
      <div className="p-4 sm:p-6 lg:p-8">
        <Alert tone="error">The user could not be loaded. Please reload the page.</Alert>
      </div>
    );
  }
  return <UserView user={user.data} />;
}
