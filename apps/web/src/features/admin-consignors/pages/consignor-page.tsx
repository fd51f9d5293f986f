import type { ConsignorDetail } from '@auction/contracts';
import { formatConsignorNumber, leadingUuid } from '@auction/domain';
import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DetailPage, DetailPanel } from '../../../components/admin/detail-page';
import { DetailPageStates } from '../../../components/admin/detail-page-states';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useArchiveConsignor, useUpdateConsignor } from '../api/consignor-mutations';
import { consignorQuery } from '../api/consignor-queries';
import { AdvancesPanel } from '../components/advances-panel';
import { ConsignorCounts, ConsignorFacts } from '../components/consignor-facts';
import { ConsignorForm } from '../components/consignor-form';
import { ConsignorItems } from '../components/consignor-items';
import { LinkedUserPanel } from '../components/linked-user-panel';

function ConsignorView({ consignor }: { consignor: ConsignorDetail }) {
  const title = `${formatConsignorNumber(consignor.number)} ${consignor.name}`;
  useDocumentTitle(title);
  const [editing, setEditing] = useState(false);
  const update = useUpdateConsignor(consignor.id);
  const archive = useArchiveConsignor(consignor.id);
  const archived = consignor.archived_at !== null;
  return (
    <DetailPage
      back={{ to: '/admin/consignors', label: 'All consignors' }}
      title={title}
      badges={archived && <Badge label="Archived" tone="grey" />}
    >
      <DetailPanel
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
      </DetailPanel>
      <DetailPanel title="With the house">
        <ConsignorCounts consignor={consignor} />
        <Link
          to={`/admin/consignor-statements?consignor=${consignor.id}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-harbour-800 hover:underline dark:text-harbour-300"
        >
          <FileText aria-hidden="true" className="size-4" />
          Statements of {consignor.name}
        </Link>
      </DetailPanel>
      <DetailPanel title="Account">
        <LinkedUserPanel consignor={consignor} />
      </DetailPanel>
      <DetailPanel title="Advances">
        <AdvancesPanel consignorId={consignor.id} archived={archived} />
      </DetailPanel>
      <section aria-labelledby="consignor-items" className="space-y-3">
        <h2 id="consignor-items" className="text-lg font-semibold">
          Items
        </h2>
        <ConsignorItems consignorId={consignor.id} consignorName={consignor.name} />
      </section>
    </DetailPage>
  );
}

/** One consignor: details, payout, commission, account, advances and their items. */
export function ConsignorPage() {
  const { consignorId = '' } = useParams();
  const id = leadingUuid(consignorId);
  const consignor = useQuery({ ...consignorQuery(id ?? ''), enabled: id !== null });
  return (
    <DetailPageStates valid={id !== null} query={consignor} name="consignor">
      {(data) => <ConsignorView consignor={data} />}
    </DetailPageStates>
  );
}
