import type { InventoryItemDetail } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { categoriesQuery } from '../../../lib/categories-query';
import { fieldErrorsOf, messageForError } from '../../../lib/http/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { locationByCode, useCreateLocation } from '../../admin-locations/public';
import { inventoryKeys, uploadPicture, useCreateItem } from '../api/inventory-api';
import { CameraPictures } from '../components/camera-pictures';
import { ItemFields } from '../components/item-fields';
import {
  emptyItemForm,
  formFieldOf,
  type ItemFormValues,
  isStillKept,
  itemFormSchema,
  type KeptFields,
  keptFieldsOf,
  keptIntakeFields,
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

/** Whether the house has no location with this code at all (an archived one is not offered again). */
const isMissingLocation = (code: string) =>
  locationByCode(code).then(
    (found) => found === null,
    () => false,
  );

/**
 * Fast intake: a clerk types (or scans) item after item. Enter saves and starts the next with the
 * same consignor, location and category, each marked as kept; the SKU of each saved item is
 * announced with a link until the next item is begun. A bin code the house does not know yet can
 * be created from here.
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
  const [kept, setKept] = useState<KeptFields | null>(null);
  const [missingLocation, setMissingLocation] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const createLocation = useCreateLocation({ silent: true });
  const openAfter = useRef(false);
  const carried = useWatch({ control: form.control, name: keptIntakeFields });
  const isAnyKept = keptIntakeFields.some((field, index) => isStillKept(kept, field, carried[index] ?? ''));
  const typedLocation = carried[keptIntakeFields.indexOf('location_code')]?.trim().toUpperCase() ?? '';
  // Once the saved item is announced and the form reset, the clerk starts the next from its title.
  useEffect(() => {
    if (saved) form.setFocus('title');
  }, [saved, form]);
  // The last save's banner goes as soon as the clerk starts on the next item.
  useEffect(() => {
    const { unsubscribe } = form.watch((_values, { type }) => {
      if (type === 'change') setSaved(null);
    });
    return unsubscribe;
  }, [form]);

  const changeFiles = (next: File[]) => {
    setSaved(null);
    setFiles(next);
  };

  const clearKept = () => {
    for (const field of keptIntakeFields) form.setValue(field, '', { shouldDirty: true });
    form.clearErrors([...keptIntakeFields]);
    setKept(null);
    setSaved(null);
    form.setFocus('title');
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      setMissingLocation(null);
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
        setKept(keptFieldsOf(item.sku, values));
        setFiles([]);
        form.reset(nextIntakeValues(values));
      } catch (error) {
        setSaved(null);
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
            (Object.values(fields).flat().length
              ? Object.values(fields).flat()
              : messageForError(error)
            ).join(' '),
          );
        const code = toItemBody(values).location_code;
        if (fields.location_code && code && (await isMissingLocation(code))) setMissingLocation(code);
      } finally {
        setBusy(false);
      }
    },
    () => setSaved(null),
  );

  /** Creates the bin the clerk typed (through the locations API, so the same roles may), then saves. */
  const handleCreateLocation = async (code: string) => {
    try {
      await createLocation.mutateAsync({ code });
    } catch (error) {
      setMissingLocation(null);
      form.setError(
        'location_code',
        { type: 'server', message: messageForError(error).join(' ') },
        { shouldFocus: true },
      );
      return;
    }
    form.clearErrors('location_code');
    await submit();
  };
  const locationAction =
    missingLocation !== null && missingLocation === typedLocation ? (
      <Button
        size="sm"
        variant="secondary"
        loading={createLocation.isPending}
        disabled={busy}
        onClick={() => void handleCreateLocation(missingLocation)}
      >
        Create location {missingLocation}
      </Button>
    ) : null;

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
          {kept && isAnyKept && (
            <div className="flex flex-col gap-3 rounded-lg border border-brass-200 bg-brass-50 p-3 text-sm text-brass-900 sm:flex-row sm:items-center sm:justify-between dark:border-brass-700 dark:bg-brass-900/40 dark:text-brass-100">
              <p>
                The fields marked “Kept from {kept.sku}” are carried over from that item; check them before
                saving.
              </p>
              <Button size="sm" variant="secondary" onClick={clearKept}>
                Clear kept fields
              </Button>
            </div>
          )}
          <ItemFields
            form={form}
            categories={categories.data ?? []}
            consignor={null}
            kept={kept}
            locationAction={locationAction}
          />
          <CameraPictures files={files} onChange={changeFiles} label="Add pictures" />
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
