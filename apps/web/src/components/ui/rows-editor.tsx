import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from './button';
import { inputClasses } from './field-shell';

/** One number of a row: its id, its visible label, its error, and the form's registration. */
export interface RowsEditorCell {
  id: string;
  label: string;
  max?: string;
  error: string | undefined;
  field: UseFormRegisterReturn;
}

function Cell({
  id,
  label,
  max,
  error,
  field,
  rowName,
  row,
}: RowsEditorCell & { rowName: string; row: number }) {
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-slate-700 dark:text-slate-300">
        {label}
        <span className="sr-only">
          , {rowName} {row}
        </span>
      </label>
      <input
        id={id}
        type="number"
        step="0.01"
        min="0"
        max={max}
        inputMode="decimal"
        className={`${inputClasses} mt-1`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...field}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

interface RowsEditorProps {
  legend: string;
  help: ReactNode;
  /** What a row is called ("rate", "row"): read after each label and on the Remove and Add buttons. */
  rowName: string;
  /** Each row's key (the field array's id) and its two numbers. */
  rows: { key: string; cells: [RowsEditorCell, RowsEditorCell] }[];
  onRemove: (index: number) => void;
  /** Absent when rows cannot be added (a flat commission has one rate). */
  onAdd?: (() => void) | undefined;
  canAdd: boolean;
  listError: string | undefined;
}

/**
 * A table of "from this amount up, this number" rows (bid increments, commission rates): each row
 * with its two numbers and a Remove button, the list's own error, and an Add button.
 */
export function RowsEditor({
  legend,
  help,
  rowName,
  rows,
  onRemove,
  onAdd,
  canAdd,
  listError,
}: RowsEditorProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">{help}</p>
      <ol className="space-y-3">
        {rows.map((row, index) => (
          <li
            key={row.key}
            className="grid grid-cols-[1fr_1fr_auto] items-start gap-2 rounded-lg border border-slate-200 p-3 sm:gap-3 dark:border-slate-700"
          >
            {row.cells.map((cell) => (
              <Cell key={cell.id} {...cell} rowName={rowName} row={index + 1} />
            ))}
            <Button
              variant="ghost"
              size="sm"
              className="mt-5 px-2"
              aria-label={`Remove ${rowName} ${index + 1}`}
              disabled={rows.length === 1}
              onClick={() => onRemove(index)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ol>
      {listError && <p className="text-sm font-medium text-red-700 dark:text-red-400">{listError}</p>}
      {onAdd && (
        <Button variant="secondary" size="sm" disabled={!canAdd} onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          Add {rowName}
        </Button>
      )}
    </fieldset>
  );
}
