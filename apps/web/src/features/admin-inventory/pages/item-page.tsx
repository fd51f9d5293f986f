import type { InventoryItemDetail } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageLoader } from '../../../components/ui/page-loader';
import { categoriesQuery } from '../../../lib/categories-query';
import { isNotFound } from '../../../lib/http/is-not-found';
import { fieldErrorsOf, messageForError } from '../../../lib/http/messages';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PrintLabelsButton } from '../../admin-locations/public';
import { inventoryItemQuery, useUpdateItem } from '../api/inventory-api';
import { ItemFields } from '../components/item-fields';
import { ItemHistory } from '../components/item-history';
import { ItemPictures } from '../components/item-pictures';
import { StatusChange } from '../components/status-change';
import {
  formFieldOf,
  type ItemFormValues,
  itemFormSchema,
  itemFormValues,
  toItemBody,
} from '../item-form-schema';

function ItemForm({ item }: { item: InventoryItemDetail }) {
  const categories = useQuery(categoriesQuery);
  const update = useUpdateItem(item.id);
  const form = useForm<ItemFormValues>({
    resolver: zodResolver(itemFormSchema),
    defaultValues: itemFormValues(item),
  });
  const [failure, setFailure] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a newer version of the item (after a save) resets the form.
  useEffect(() => form.reset(itemFormValues(item)), [item.updated_at]);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    update.mutate(toItemBody(values), {
      onSuccess: () => notify.success(`${item.sku} is saved.`),
      onError: (error) => {
        let first = true;
        const fields = fieldErrorsOf(error);
        for (const [serverField, messages] of Object.entries(fields)) {
          const field = formFieldOf(serverField);
          if (!field) continue;
          form.setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: first });
          first = false;
        }
        if (first) setFailure(messageForError(error).join(' '));
      },
    });
  });

  return (
    <Card className="p-5 sm:p-6">
      <form noValidate onSubmit={submit} aria-label={`Edit ${item.sku}`} className="space-y-6">
        <ItemFields form={form} categories={categories.data ?? []} consignor={item.consignor} />
        {failure && <Alert tone="error">{failure}</Alert>}
        <Button type="submit" loading={update.isPending}>
          Save changes
        </Button>
      </form>
    </Card>
  );
}

/** One item: its fields to edit, pictures, status and history. */
export function InventoryItemPage() {
  const { itemId = '' } = useParams();
  const item = useQuery(inventoryItemQuery(itemId));
  useDocumentTitle(item.data ? `${item.data.sku} ${item.data.title}` : 'Inventory item');
  if (item.isPending) return <PageLoader />;
  if (item.isError) {
    if (isNotFound(item.error)) return <NotFoundPage />;
    return (
      <div className="p-4 sm:p-6 lg:p-8">
        <Alert tone="error">The item could not be loaded. Please reload the page.</Alert>
      </div>
    );
  }
  const data = item.data;
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <AdminPageHeader
        title={`${data.sku} ${data.title}`}
        summary={`${data.consignor ? `Consigned by ${data.consignor.name}` : 'House stock'} · ${data.location ? `at ${data.location.code}` : 'not put away yet'}`}
        actions={
          <div className="flex flex-wrap items-center gap-4">
            <PrintLabelsButton name="Print label" target={{ kind: 'items', item_ids: [data.id] }} />
            <Link
              className="text-sm font-medium text-harbour-800 underline dark:text-harbour-300"
              to="/admin/inventory"
            >
              Back to inventory
            </Link>
          </div>
        }
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-8">
          <ItemForm item={data} />
          <ItemPictures item={data} />
        </div>
        <div className="space-y-8">
          <StatusChange item={data} />
          <ItemHistory entries={data.history} />
        </div>
      </div>
    </div>
  );
}
