import { maxCommissionTiers } from '@auction/contracts';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { RowsEditor } from '../../../components/ui/rows-editor';
import type { CommissionFormValues } from './commission-form-values';

/** The rates of a profile: from each hammer amount up, this percentage. A flat profile has one. */
export function CommissionTiersEditor({
  control,
  register,
  errors,
  isFlat,
}: {
  control: Control<CommissionFormValues, unknown, unknown>;
  register: UseFormRegister<CommissionFormValues>;
  errors: FieldErrors<CommissionFormValues>;
  isFlat: boolean;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'tiers' });
  return (
    <RowsEditor
      legend="Rates"
      help={
        isFlat
          ? 'One rate on the whole hammer.'
          : 'The first rate starts at $0.00; each one starts higher than the one above.'
      }
      rowName="rate"
      rows={fields.map((field, index) => ({
        key: field.id,
        cells: [
          {
            id: `commission-tier-${field.id}-from`,
            label: 'From ($)',
            error: errors.tiers?.[index]?.from?.message,
            field: register(`tiers.${index}.from`, { valueAsNumber: true }),
          },
          {
            id: `commission-tier-${field.id}-rate`,
            label: 'Rate (%)',
            max: '100',
            error: errors.tiers?.[index]?.rate?.message,
            field: register(`tiers.${index}.rate`, { valueAsNumber: true }),
          },
        ],
      }))}
      onRemove={remove}
      onAdd={isFlat ? undefined : () => append({ from: Number.NaN, rate: Number.NaN })}
      canAdd={fields.length < maxCommissionTiers}
      listError={errors.tiers?.message ?? errors.tiers?.root?.message}
    />
  );
}
