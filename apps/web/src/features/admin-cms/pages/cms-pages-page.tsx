import { useQuery } from '@tanstack/react-query';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { Alert } from '../../../components/ui/alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { useAuth } from '../../../lib/auth/use-auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cmsListQuery } from '../api/cms-api';
import { CmsPageTable } from '../components/cms-page-table';
import { NewPageForm } from '../components/new-page-form';

/** The public site's pages (decision 0047): Staff edit and publish, an Admin also adds pages. */
export function CmsPagesPage() {
  useDocumentTitle('Content');
  const { user } = useAuth();
  const pages = useQuery(cmsListQuery);
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <AdminPageHeader
        title="Content"
        summary="The words of the public site. Open a page to edit a draft, preview it and publish it."
      />
      {user?.roles.includes('Admin') && <NewPageForm />}
      {pages.isPending && <PageLoader />}
      {pages.isError && <Alert tone="error">The pages could not be loaded. Try again in a moment.</Alert>}
      {pages.data && <CmsPageTable pages={pages.data} />}
    </div>
  );
}
