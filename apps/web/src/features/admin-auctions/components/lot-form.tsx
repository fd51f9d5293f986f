import type { Category, StaffLot } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ConsignorPicker } from '../../../components/consignor-picker/consignor-picker';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { fieldErrorsOf } from '../../../lib/http/messages';
import type { LotBodyInput } from '../api/lot-mutations';
import {
  type LotFormInput,
  type LotFormValues,
  lotFormFieldOf,
  lotFormSchema,
  lotFormValues,
  toLotBody,
} from '../lot-form-schema';

interface LotFormProps {
  lot: StaffLot | null;
  nextNumber: string;
  categories: Category[];
  saving: boolean;
  /** `another`: the new lot was saved with "Save and add another", so the form stays for the next. */
  onSave: (body: LotBodyInput, handlers: { onError: (error: unknown) => void }, another: boolean) => void;
  onCancel: () => void;
}

/** Add a lot, or edit one: number, title, description, prices, category and consignor. */
export function LotForm({ lot, nextNumber, categories, saving, onSave, onCancel }: LotFormProps) {
  const form = useForm<LotFormInput, unknown, LotFormValues>({
    resolver: zodResolver(lotFormSchema),
    defaultValues: lotFormValues(lot, nextNumber, categories),
  });
  const { register, formState } = form;
  const { errors } = formState;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  // The next free number can arrive after the form opened (the list refreshes after a save).
  useEffect(() => {
    if (!lot && !form.getFieldState('lot_number').isDirty) form.setValue('lot_number', nextNumber);
  }, [lot, nextNumber, form]);
  const anotherRef = useRef(false);
  const onSubmit = form.handleSubmit((values) =>
    onSave(
      toLotBody(values),
      {
        onError: (error) => {
          let first = true;
          for (const [serverField, messages] of Object.entries(fieldErrorsOf(error))) {
            const field = lotFormFieldOf(serverField);
            if (!field) continue;
            form.setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: first });
            first = false;
          }
        },
      },
      anotherRef.current,
    ),
  );

  return (
    <Card className="p-5 sm:p-6">
      <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="space-y-5">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          {lot ? `Edit lot ${lot.lotNumber}` : 'Add a lot'}
        </h2>
        <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
          <TextField label="Lot number" error={errors.lot_number?.message} {...register('lot_number')} />
          <TextField label="Lot title" error={errors.title?.message} {...register('title')} />
        </div>
        <TextareaField
          label="Lot description"
          optional
          rows={4}
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField label="Brand" optional error={errors.brand?.message} {...register('brand')} />
          <TextField
            label="Condition"
            optional
            error={errors.condition?.message}
            {...register('condition')}
          />
          <TextField
            label="Quantity"
            type="number"
            min={1}
            inputMode="numeric"
            error={errors.quantity?.message}
            {...register('quantity', { valueAsNumber: true })}
          />
        </div>
        <CheckboxField
          label="Bid per unit"
          description="A quantity lot: bidders bid for one unit and the winner takes every unit at that price (the hammer is the bid times the quantity)."
          {...register('per_unit')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Starting bid ($)"
            inputMode="decimal"
            error={errors.starting_bid?.message}
            {...register('starting_bid')}
          />
          <TextField
            label="Reserve ($)"
            optional
            inputMode="decimal"
            hint="Hidden from bidders; leave empty for no reserve."
            error={errors.reserve?.message}
            {...register('reserve')}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Lot category"
            options={[
              { value: '', label: 'No category' },
              ...categories.map((c) => ({ value: c.id, label: c.name })),
            ]}
            error={errors.category_id?.message}
            {...register('category_id')}
          />
          <Controller
            control={form.control}
            name="consignor_id"
            render={({ field }) => (
              <ConsignorPicker
                optional
                value={field.value || null}
                onChange={(id) => field.onChange(id ?? '')}
                hint="Search by name or number, when the lot is consigned."
                error={errors.consignor_id?.message}
              />
            )}
          />
        </div>
        {/* Save lot comes first, so Enter in a field saves just this lot. */}
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Button
            type="submit"
            className="sm:order-3"
            loading={saving}
            onClick={() => {
              anotherRef.current = false;
            }}
          >
            Save lot
          </Button>
          {!lot && (
            <Button
              type="submit"
              variant="secondary"
              className="sm:order-2"
              disabled={saving}
              onClick={() => {
                anotherRef.current = true;
              }}
            >
              Save and add another
            </Button>
          )}
          <Button variant="secondary" className="sm:order-1" disabled={saving} onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
