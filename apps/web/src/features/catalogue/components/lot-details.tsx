import type { LotDetail } from '@auction/contracts';
import { CmsHtml } from '../../../components/ui/cms-html';
import { formatCount } from '../../../lib/format';

/** Brand, condition, quantity, category and the description, as the catalogue gives them. */
export function LotDetails({ lot }: { lot: LotDetail }) {
  const facts = [
    ['Brand', lot.brand],
    ['Condition', lot.condition],
    ['Quantity', formatCount(lot.quantity)],
    ['Category', lot.category ?? ''],
  ].filter(([, value]) => value !== '');
  return (
    <section aria-labelledby="lot-details-heading">
      <h2 id="lot-details-heading" className="text-xl font-semibold">
        Details
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600 dark:text-slate-300">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {lot.description && (
        <CmsHtml html={lot.description_html} className="mt-4 text-slate-700 dark:text-slate-300" />
      )}
    </section>
  );
}
