import type { InventoryItemDetail } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { categoriesQuery } from '../../../lib/categories-query';
import { fieldErrorsOf, messageForError } from '../../../lib/http/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { inventoryKeys, uploadPicture, useCreateItem } from '../api/inventory-api';
import { CameraPictures } from '../components/camera-pictures';
import { ItemFields } from '../components/item-fields';
import {
  emptyItemForm,
  formFieldOf,
  type ItemFormValues,
  itemFormSchema,
  nextIntakeValues,
  toItemBody,
} from '../item-form-schema';

interface Saved {
  item: InventoryItemDetail;
  pictures: number;
  failedPictures: number;
}

function savedMessage({ item, pictures, failedPictures }: Saved): string {
  const withPictures = pictures > 0 ? ` with ${pictures} ${pictures === 1 ? 'picture' : 'pictures'}` : '';
  const failed =
    failedPictures > 0
      ? ` ${failedPictures} ${failedPictures === 1 ? 'picture was' : 'pictures were'} refused.`
      : '';
  return `Saved ${item.sku}${withPictures}.${failed}`;
}

/**
 * Fast intake: a clerk types (or scans) item after item. Enter saves and starts the next with the
 * same consignor, location and category; the SKU of each saved item is announced with a link.
 */
export function InventoryIntakePage() {
  useDocumentTitle('Take in items');
  const navigate = useNavigate();
  const categories = useQuery(categoriesQuery);
  const create = useCreateItem();
  const client = useQueryClient();
  const form = useForm<ItemFormValues>({
    resolver: zodResolver(itemFormSchema),
    defaultValues: emptyItemForm,
  });
  const [files, setFiles] = useState<File[]>([]);
  const [saved, setSaved] = useState<Saved | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const openAfter = useRef(false);
  // Once the saved item is announced and the form reset, the clerk starts the next from its title.
  useEffect(() => {
    if (saved) form.setFocus('title');
  }, [saved, form]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setBusy(true);
    try {
      let item = await create.mutateAsync(toItemBody(values));
      let failedPictures = 0;
      for (const file of files) {
        try {
          item = await uploadPicture(item.id, file);
        } catch {
          failedPictures += 1;
        }
      }
      // The item's page (Save and open, or the Open link) shows the pictures just sent.
      if (files.length > 0) client.setQueryData(inventoryKeys.one(item.id), item);
      if (openAfter.current) return navigate(`/admin/inventory/${item.id}`);
      setSaved({ item, pictures: item.pictures.length, failedPictures });
      setFiles([]);
      form.reset(nextIntakeValues(values));
    } catch (error) {
      let first = true;
      const fields = fieldErrorsOf(error);
      for (const [serverField, messages] of Object.entries(fields)) {
        const field = formFieldOf(serverField);
        if (!field) continue;
        form.setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: first });
        first = false;
      }
      if (first)
        setFailure(
          (Object.values(fields).flat().length ? Object.values(fields).flat() : messageForError(error)).join(
            ' ',
          ),
        );
    } finally {
      setBusy(false);
    }
  });

  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <AdminPageHeader
        title="Take in items"
        summary="Enter each item and press Enter: the next keeps the consignor, location and category."
        actions={
          <Link
            className="text-sm font-medium text-harbour-800 underline dark:text-harbour-300"
            to="/admin/inventory"
          >
            Back to inventory
          </Link>
        }
      />
      <div aria-live="polite">
        {saved && (
          <Alert tone="success">
            {savedMessage(saved)}{' '}
            <Link className="font-semibold underline" to={`/admin/inventory/${saved.item.id}`}>
              Open {saved.item.sku}
            </Link>
          </Alert>
        )}
      </div>
      <Card className="p-5 sm:p-6">
        <form noValidate onSubmit={submit} aria-label="New item" className="space-y-6">
          <ItemFields form={form} categories={categories.data ?? []} consignor={null} />
          <CameraPictures files={files} onChange={setFiles} label="Add pictures" />
          {failure && <Alert tone="error">{failure}</Alert>}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" loading={busy} onClick={() => (openAfter.current = false)}>
              Save and next
            </Button>
            <Button
              type="submit"
              variant="secondary"
              disabled={busy}
              onClick={() => (openAfter.current = true)}
            >
              Save and open
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
