import type { PageMeta } from '@auction/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClasses } from './button';

/** Previous / next with "Page 2 of 5"; the parent keeps the page in the URL. */
export function Pagination({ meta, onPage }: { meta: PageMeta; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(meta.total / meta.per_page));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-3">
      <button
        type="button"
        className={buttonClasses('secondary', 'md')}
        disabled={meta.page <= 1}
        onClick={() => onPage(meta.page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </button>
      <span className="text-sm text-slate-600 tabular-nums dark:text-slate-300">
        Page {meta.page} of {pages}
      </span>
      <button
        type="button"
        className={buttonClasses('secondary', 'md')}
        disabled={meta.page >= pages}
        onClick={() => onPage(meta.page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
