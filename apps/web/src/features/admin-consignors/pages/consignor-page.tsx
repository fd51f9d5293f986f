import type { ConsignorDetail } from '@auction/contracts';
import { formatConsignorNumber, leadingUuid } from '@auction/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileText } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageLoader } from '../../../components/ui/page-loader';
import { isNotFound } from '../../../lib/http/is-not-found';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useArchiveConsignor, useUpdateConsignor } from '../api/consignor-mutations';
import { consignorQuery } from '../api/consignor-queries';
import { AdvancesPanel } from '../components/advances-panel';
import { ConsignorCounts, ConsignorFacts } from '../components/consignor-facts';
import { ConsignorForm } from '../components/consignor-form';
import { ConsignorItems } from '../components/consignor-items';
import { LinkedUserPanel } from '../components/linked-user-panel';

function Panel({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{title}</h2>
        {actions}
      </div>
      {children}
    </Card>
  );
}

function ConsignorView({ consignor }: { consignor: ConsignorDetail }) {
  const title = `${formatConsignorNumber(consignor.number)} ${consignor.name}`;
  useDocumentTitle(title);
  const [editing, setEditing] = useState(false);
  const update = useUpdateConsignor(consignor.id);
  const archive = useArchiveConsignor(consignor.id);
  const archived = consignor.archived_at !== null;
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <Link
        to="/admin/consignors"
        className="inline-flex items-center gap-1 text-sm font-medium text-harbour-800 hover:underline dark:text-harbour-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All consignors
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
        {archived && <Badge label="Archived" tone="grey" />}
      </div>
      <Panel
        title="Details"
        actions={
          !editing && (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                Edit details
              </Button>
              <Button
                size="sm"
                variant="secondary"
                loading={archive.isPending}
                onClick={() =>
                  archive.mutate(!archived, {
                    onSuccess: () =>
                      notify.success(archived ? 'The consignor is restored.' : 'The consignor is archived.'),
                  })
                }
              >
                {archived ? 'Restore' : 'Archive'}
              </Button>
            </div>
          )
        }
      >
        {editing ? (
          <ConsignorForm
            consignor={consignor}
            saving={update.isPending}
            onCancel={() => setEditing(false)}
            onSave={(body, onError) =>
              update.mutate(body, {
                onSuccess: () => {
                  notify.success('The consignor is saved.');
                  setEditing(false);
                },
                onError,
              })
            }
          />
        ) : (
          <ConsignorFacts consignor={consignor} />
        )}
      </Panel>
      <Panel title="With the house">
        <ConsignorCounts consignor={consignor} />
        <Link
          to={`/admin/consignor-statements?consignor=${consignor.id}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-harbour-800 hover:underline dark:text-harbour-300"
        >
          <FileText aria-hidden="true" className="size-4" />
          Statements of {consignor.name}
        </Link>
      </Panel>
      <Panel title="Account">
        <LinkedUserPanel consignor={consignor} />
      </Panel>
      <Panel title="Advances">
        <AdvancesPanel consignorId={consignor.id} archived={archived} />
      </Panel>
      <section aria-labelledby="consignor-items" className="space-y-3">
        <h2 id="consignor-items" className="text-lg font-semibold">
          Items
        </h2>
        <ConsignorItems consignorId={consignor.id} consignorName={consignor.name} />
      </section>
    </div>
  );
}

/** One consignor: details, payout, commission, account, advances and their items. */
export function ConsignorPage() {
  const { consignorId = '' } = useParams();
  const id = leadingUuid(consignorId);
  const consignor = useQuery({ ...consignorQuery(id ?? ''), enabled: id !== null });
  if (id === null) return <NotFoundPage />;
  if (consignor.isPending) return <PageLoader />;
  if (consignor.isError) {
    if (isNotFound(consignor.error)) return <NotFoundPage />;
    return (
      <div className="p-4 sm:p-6 lg:p-8">
        <Alert tone="error">The consignor could not be loaded. Please reload the page.</Alert>
      </div>
    );
  }
  return <ConsignorView consignor={consignor.data} />;
}
