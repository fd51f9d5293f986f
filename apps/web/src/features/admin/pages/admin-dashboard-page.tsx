import type { Role } from '@auction/contracts';
import { roleNames, superAdminRoles } from '@auction/contracts';
import { hasAnyRole } from '@auction/domain';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, BadgeCheck, Mail, MailCheck, Megaphone, Users } from 'lucide-react';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { PageLoader } from '../../../components/ui/page-loader';
import { useAuth } from '../../../lib/auth/use-auth';
import { formatCount } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { adminOverviewQuery } from '../api/admin-overview';
import { dashboardFiguresQuery } from '../api/dashboard-figures';
import { ClosingsWatch } from '../components/closings-watch';
import { DashboardFigures } from '../components/dashboard-figures';
import { OutboxTable } from '../components/outbox-table';
import { RecentUsersTable } from '../components/recent-users-table';
import { StatCard } from '../components/stat-card';

export function AdminDashboardPage() {
  useDocumentTitle('Admin dashboard');
  const { user } = useAuth();
  const { data, isPending, isError } = useQuery(adminOverviewQuery);
  const figures = useQuery(dashboardFiguresQuery);
  // The mails themselves carry links that grant access: only Admins read them.
  const canReadMail = hasAnyRole(user?.roles ?? [], superAdminRoles);

  return (
    <div className="space-y-8 p-4 sm:p-6 lg:p-8">
      <AdminPageHeader
        title="Dashboard"
        summary={`Signed in as ${user?.name ?? ''}. Sales, lots, payments, pickups, accounts and e-mail at a glance.`}
      />
      {figures.isError && (
        <Alert tone="error">The sales figures could not be loaded. Please reload the page.</Alert>
      )}
      {figures.data && <ClosingsWatch closings={figures.data.closings} />}
      {figures.data && <DashboardFigures figures={figures.data} />}
      {isPending && <PageLoader />}
      {isError && <Alert tone="error">The overview could not be loaded. Please reload the page.</Alert>}
      {data && (
        <>
          <section aria-label="Accounts" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard label="Users" value={data.users.total} icon={Users} />
            <StatCard label="Verified e-mail" value={data.users.verified} icon={BadgeCheck} />
            <StatCard label="Marketing opt-ins" value={data.users.marketing_opt_in} icon={Megaphone} />
            <Card className="p-5">
              <p className="text-sm font-medium text-slate-600 dark:text-slate-400">Users by role</p>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                {roleNames.map((role: Role) => (
                  <div key={role} className="flex justify-between gap-2">
                    <dt className="text-slate-600 dark:text-slate-400">{role}</dt>
                    <dd className="font-semibold text-slate-900 dark:text-white">
                      {formatCount(data.users.by_role[role] ?? 0)}
                    </dd>
                  </div>
                ))}
              </dl>
            </Card>
          </section>
          <section aria-label="E-mail outbox" className="grid gap-4 sm:grid-cols-3">
            <StatCard
              label="E-mails sent or stored"
              value={data.outbox.sent + data.outbox.stored}
              icon={MailCheck}
            />
            <StatCard label="E-mails queued" value={data.outbox.queued} icon={Mail} />
            <StatCard label="E-mails failed" value={data.outbox.failed} icon={AlertTriangle} />
          </section>
          <div className="grid gap-6">
            <RecentUsersTable users={data.recent_users} />
            {canReadMail && <OutboxTable />}
          </div>
        </>
      )}
    </div>
  );
}
