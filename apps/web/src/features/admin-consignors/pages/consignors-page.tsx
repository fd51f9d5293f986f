import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreateConsignor } from '../api/consignor-mutations';
import { ConsignorForm } from '../components/consignor-form';
import { ConsignorTable } from '../components/consignor-table';

/** The consignor records: search, list, CSV, and a new record. */
export function ConsignorsPage() {
  useDocumentTitle('Consignors');
  const [creating, setCreating] = useState(false);
  const create = useCreateConsignor();
  const navigate = useNavigate();
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <AdminPageHeader
        title="Consignors"
        summary="The people and businesses whose goods the house sells: contact, payout and commission terms."
        actions={
          !creating && (
            <Button className="self-start sm:self-auto" onClick={() => setCreating(true)}>
              <UserPlus aria-hidden="true" className="size-4" />
              New consignor
            </Button>
          )
        }
      />
      {creating && (
        <Card className="p-4 sm:p-6">
          <ConsignorForm
            consignor={null}
            saving={create.isPending}
            onCancel={() => setCreating(false)}
            onSave={(body, onError) =>
              create.mutate({ name: '', ...body } as Parameters<typeof create.mutate>[0], {
                onSuccess: (consignor) => {
                  notify.success(`Consignor ${consignor.name} created.`);
                  void navigate(`/admin/consignors/${consignor.id}`);
                },
                onError,
              })
            }
          />
        </Card>
      )}
      <ConsignorTable />
    </div>
  );
}
