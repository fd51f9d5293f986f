import {
  type ImportColumnMapping,
  type InventoryImport,
  type InventoryImportField,
  inventoryImportFieldLabels,
  inventoryImportFields,
} from '@auction/contracts';
import { SelectField } from '../../../components/ui/select-field';

function sourceOf(answer: InventoryImport, field: InventoryImportField): string | undefined {
  if (answer.remembered_fields.includes(field)) return 'As in your last import';
  if (answer.guessed_fields.includes(field)) return 'Guessed from the column name';
  return undefined;
}

/** One select per item field: which column of the file fills it, the guessed ones marked. */
export function MappingForm({
  answer,
  onChange,
  disabled,
}: {
  answer: InventoryImport;
  onChange: (mapping: ImportColumnMapping) => void;
  disabled: boolean;
}) {
  const options = [
    { value: '', label: 'Not imported' },
    ...answer.headers.map((header, index) => ({
      value: String(index),
      label: header || `Column ${index + 1}`,
    })),
  ];
  const choose = (field: InventoryImportField, value: string) => {
    const next: ImportColumnMapping = { ...answer.mapping };
    if (value === '') delete next[field];
    else next[field] = Number(value);
    onChange(next);
  };
  return (
    <fieldset className="space-y-4" disabled={disabled}>
      <legend className="text-lg font-semibold">Which column holds each field</legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Title is required. A field left as "Not imported" keeps its value on items the file updates.
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {inventoryImportFields.map((field) => (
          <SelectField
            key={field}
            label={inventoryImportFieldLabels[field]}
            hint={sourceOf(answer, field)}
            options={options}
            value={answer.mapping[field] === undefined ? '' : String(answer.mapping[field])}
            onChange={(event) => choose(field, event.target.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}
