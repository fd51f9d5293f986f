import type { Category, ConsignorSummary } from '@auction/contracts';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { ConsignorPicker } from '../../../components/consignor-picker/consignor-picker';
import { describedBy } from '../../../components/ui/field-shell';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import {
  type ItemFormValues,
  isStillKept,
  type KeptFields,
  type KeptIntakeField,
  keptIntakeFields,
} from '../item-form-schema';

interface ItemFieldsProps {
  form: UseFormReturn<ItemFormValues>;
  categories: Category[];
  consignor: ConsignorSummary | null;
  /** At intake: the fields carried over from the item saved before, each marked until changed. */
  kept?: KeptFields | null;
  /** Shown under the location code, such as the offer to create a bin that does not exist yet. */
  locationAction?: ReactNode;
}

const locationHint = "Type or scan the bin's label, such as A-03-2.";

function KeptNote({ id, sku }: { id: string; sku: string }) {
  return (
    <p
      id={id}
      className="inline-flex rounded-full bg-brass-100 px-2.5 py-0.5 text-xs font-semibold text-brass-900 dark:bg-brass-900/60 dark:text-brass-100"
    >
      Kept from {sku}
    </p>
  );
}

/**
 * An item's fields in the order a clerk fills them from the keyboard: what it is, whose it is,
 * where it goes, then the details and the money. A scanner's Enter after a location code moves
 * on to the next field instead of saving.
 */
export function ItemFields({ form, categories, consignor, kept, locationAction }: ItemFieldsProps) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const categoryRef = useRef<HTMLSelectElement | null>(null);
  const category = register('category_id');
  const location = register('location_code');
  const ids = useId();
  const current = useWatch({ control, name: keptIntakeFields });
  const keptNoteId = (field: KeptIntakeField) =>
    isStillKept(kept, field, current[keptIntakeFields.indexOf(field)] ?? '')
      ? `${ids}-${field}-kept`
      : undefined;
  const keptNote = (field: KeptIntakeField) => {
    const id = keptNoteId(field);
    return id && kept ? <KeptNote id={id} sku={kept.sku} /> : null;
  };
  // A screen reader hears the kept note with the field, after its hint or error.
  const describedWithKept = (fieldId: string, field: KeptIntakeField, hint?: string) =>
    [describedBy(fieldId, hint, errors[field]?.message), keptNoteId(field)].filter(Boolean).join(' ') ||
    undefined;
  const locationId = `${ids}-location`;
  const categoryId = `${ids}-category`;

  function nextOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    categoryRef.current?.focus();
  }

  const amount = (name: keyof ItemFormValues, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      optional
      inputMode="decimal"
      autoComplete="off"
      error={errors[name]?.message}
      {...register(name)}
    />
  );

  return (
    <div className="space-y-5">
      <TextField label="Title" autoComplete="off" error={errors.title?.message} {...register('title')} />
      <div className="grid gap-5 md:grid-cols-2">
        <div className="space-y-1.5">
          <Controller
            control={control}
            name="consignor_id"
            render={({ field, fieldState }) => (
              <ConsignorPicker
                value={field.value === '' || field.value.startsWith('?') ? null : field.value}
                onChange={(id) => field.onChange(id ?? '')}
                // Text that names nobody yet is kept as `?text`, so the form refuses it instead of
                // saving the item as house stock.
                onTextChange={(text) => field.onChange(text.trim() ? `?${text.trim()}` : '')}
                onBlur={field.onBlur}
                inputRef={field.ref}
                initial={consignor}
                hint="Type a name, company or number and pick from the list; leave empty for house stock."
                error={fieldState.error?.message}
              />
            )}
          />
          {keptNote('consignor_id')}
        </div>
        <div className="space-y-1.5">
          <TextField
            id={locationId}
            label="Location code"
            hint={locationHint}
            optional
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={errors.location_code?.message}
            onKeyDown={nextOnEnter}
            {...location}
            aria-describedby={describedWithKept(locationId, 'location_code', locationHint)}
          />
          {keptNote('location_code')}
          {locationAction}
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-[1fr_8rem]">
        <div className="space-y-1.5">
          <SelectField
            id={categoryId}
            label="Category"
            options={[
              { value: '', label: 'No category' },
              ...categories.map((c) => ({ value: c.id, label: c.name })),
            ]}
            error={errors.category_id?.message}
            {...category}
            ref={(element) => {
              category.ref(element);
              categoryRef.current = element;
            }}
            aria-describedby={describedWithKept(categoryId, 'category_id')}
          />
          {keptNote('category_id')}
        </div>
        <TextField
          label="Quantity"
          inputMode="numeric"
          error={errors.quantity?.message}
          {...register('quantity')}
        />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label="Brand"
          optional
          autoComplete="off"
          error={errors.brand?.message}
          {...register('brand')}
        />
        <TextField
          label="Condition"
          optional
          autoComplete="off"
          error={errors.condition?.message}
          {...register('condition')}
        />
      </div>
      <TextareaField
        label="Description"
        optional
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <fieldset className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
          Prices in dollars
        </legend>
        {amount('estimate_low', 'Low estimate')}
        {amount('estimate_high', 'High estimate')}
        {amount('starting_bid', 'Starting bid')}
        {amount('reserve', 'Reserve', 'Never shown to bidders.')}
        {amount('buy_now_price', 'Buy-now price')}
      </fieldset>
      <TextField
        label="Lot number"
        hint="The house's number for its next sale, such as 12 or 12A; empty numbers it after the sale's last lot."
        optional
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="max-w-xs"
        error={errors.lot_number?.message}
        {...register('lot_number')}
      />
    </div>
  );
}
