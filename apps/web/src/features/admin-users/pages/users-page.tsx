import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { UserTable } from '../components/user-table';

/** Every account: search, filters, roles and status at a glance (Admins only). */
export function UsersPage() {
  useDocumentTitle('Users');
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <AdminPageHeader
        title="Users"
        summary="Every account with its roles, verification and payment standing. Open one to change it."
      />
      <UserTable />
    </div>
  );
}
