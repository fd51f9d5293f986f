import type { Category } from '@auction/contracts';
import type { AuctionFieldsProps } from './form-types';

/** The auction's categories as a group of checkboxes (the API takes their ids). */
export function CategoryCheckboxes({
  categories,
  register,
  errors,
}: Pick<AuctionFieldsProps, 'register' | 'errors'> & { categories: Category[] }) {
  const error = errors.category_ids?.message;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        Categories <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
      </legend>
      {categories.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">No categories yet.</p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {categories.map((category) => (
          <label
            key={category.id}
            className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200"
          >
            <input
              type="checkbox"
              value={category.id}
              className="size-4 rounded accent-harbour-700 dark:accent-brass-400"
              {...register('category_ids')}
            />
            {category.name}
          </label>
        ))}
      </div>
      {error && <p className="text-sm font-medium text-red-700 dark:text-red-400">{error}</p>}
    </fieldset>
  );
}
