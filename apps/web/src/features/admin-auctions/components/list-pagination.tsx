import type { PageMeta } from '@auction/contracts';
import { Button } from '../../../components/ui/button';

/** Previous / next with "Page 2 of 5". */
export function ListPagination({ meta, onPage }: { meta: PageMeta; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(meta.total / meta.per_page));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-3">
      <Button variant="secondary" disabled={meta.page <= 1} onClick={() => onPage(meta.page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-slate-600 tabular-nums dark:text-slate-300">
        Page {meta.page} of {pages}
      </span>
      <Button variant="secondary" disabled={meta.page >= pages} onClick={() => onPage(meta.page + 1)}>
        Next
      </Button>
    </nav>
  );
}
