import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageLoader } from '../../../components/ui/page-loader';
import { useAuth } from '../../../lib/auth/use-auth';
import { serverMessageOf } from '../../../lib/http/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cmsPageQuery, useDeletePage, useUnpublish } from '../api/cms-api';
import { CmsStatusBadge } from '../components/cms-status-badge';
import { PageEditor } from '../components/page-editor';
import { VersionHistory } from '../components/version-history';

/** One page of the public site: its latest draft in the editor, beside its history. */
export function CmsPageEditorPage() {
  const { pageId = '' } = useParams();
  const page = useQuery(cmsPageQuery(pageId));
  // A restore puts an old version into the draft: the form starts again from it.
  const [formKey, setFormKey] = useState(0);
  useDocumentTitle(page.data ? `Content: ${page.data.path}` : 'Content');
  if (page.isPending) return <PageLoader />;
  if (page.isError || !page.data)
    return (
      <div className="p-4 sm:p-6 lg:p-8">
        <Alert tone="error">This page could not be loaded.</Alert>
      </div>
    );
  const current = page.data;
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <Link
        to="/admin/cms"
        className="text-sm font-medium text-harbour-700 hover:underline dark:text-harbour-300"
      >
        ← All pages
      </Link>
      <AdminPageHeader
        title={`Edit ${current.path}`}
        summary={current.draft.title}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <CmsStatusBadge status={current.status} />
            {current.published_version !== null && (
              <a
                href={current.path}
                target="_blank"
                rel="noreferrer"
                className="text-sm font-medium text-harbour-700 hover:underline dark:text-harbour-300"
              >
                View on the site
              </a>
            )}
          </div>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <PageEditor key={formKey} page={current} />
        <div className="space-y-6">
          <VersionHistory page={current} onRestored={() => setFormKey((key) => key + 1)} />
          {current.kind === 'custom' && (
            <CustomPageActions id={current.id} published={current.published_version !== null} />
          )}
        </div>
      </div>
    </div>
  );
}

/** Unpublishing (Staff and Admins) and deleting (Admins) apply to custom pages only. */
function CustomPageActions({ id, published }: { id: string; published: boolean }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const unpublish = useUnpublish(id);
  const remove = useDeletePage();
  const [refusal, setRefusal] = useState<string | null>(null);
  const onError = (error: unknown) => setRefusal(serverMessageOf(error) ?? 'The change could not be made.');
  return (
    <div className="space-y-3">
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <div className="flex flex-wrap gap-3">
        {published && (
          <Button
            variant="secondary"
            loading={unpublish.isPending}
            onClick={() => unpublish.mutate(undefined, { onError })}
          >
            Unpublish
          </Button>
        )}
        {user?.roles.includes('Admin') && (
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() => {
              if (!window.confirm('Delete this page and all its versions?')) return;
              remove.mutate(id, { onSuccess: () => navigate('/admin/cms'), onError });
            }}
          >
            Delete page
          </Button>
        )}
      </div>
    </div>
  );
}
