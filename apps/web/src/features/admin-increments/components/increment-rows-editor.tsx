import type { IncrementProfileBody } from '@auction/contracts';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { RowsEditor } from '../../../components/ui/rows-editor';
import type { IncrementProfileInput } from '../api/increment-profiles';

const MAX_ROWS = 50;

/** The table of a profile: from each amount up, bids go up by the increment. */
export function IncrementRowsEditor({
  control,
  register,
  errors,
}: {
  control: Control<IncrementProfileInput, unknown, IncrementProfileBody>;
  register: UseFormRegister<IncrementProfileInput>;
  errors: FieldErrors<IncrementProfileInput>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'rows' });
  return (
    <RowsEditor
      legend="Increment rows"
      help="The first row starts at $0.00; each row starts higher than the one above, and every increment is more than $0.00."
      rowName="row"
      rows={fields.map((field, index) => ({
        key: field.id,
        cells: [
          {
            id: `increment-row-${field.id}-from`,
            label: 'From ($)',
            error: errors.rows?.[index]?.from_amount?.message,
            field: register(`rows.${index}.from_amount`, { valueAsNumber: true }),
          },
          {
            id: `increment-row-${field.id}-step`,
            label: 'Increment ($)',
            error: errors.rows?.[index]?.increment?.message,
            field: register(`rows.${index}.increment`, { valueAsNumber: true }),
          },
        ],
      }))}
      onRemove={remove}
      onAdd={() => append({ from_amount: Number.NaN, increment: Number.NaN })}
      canAdd={fields.length < MAX_ROWS}
      listError={errors.rows?.message ?? errors.rows?.root?.message}
    />
  );
}
