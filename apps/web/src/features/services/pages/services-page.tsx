import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { serviceLines } from '../../site/service-lines';

const details: Record<string, string[]> = {
  estate: [
    'A walk-through of the home with the family or executor',
    'Sorting, cataloguing and photographing every lot',
    'Timed online sale with local pickup, or an on-site sale',
    'A settlement statement listing each lot and its price',
  ],
  business: [
    'Quick assessment of equipment, fixtures, inventory and vehicles',
    'Sale on your premises or at our Dartmouth location',
    'Coordination with landlords, lenders and trustees',
    'Buyer removal scheduled to meet your deadline',
  ],
  equipment: [
    'Detailed listings with hours, serial numbers and condition notes',
    'Inspection days before the sale closes',
    'Live webcast sales for high-value pieces',
    'Reach to buyers across Nova Scotia and the Atlantic provinces',
  ],
  retail: [
    'Case-lot and single-unit lots to suit each product',
    'Regular sale calendar for steady stock flow',
    'Clear condition grades for new, open-box and returned goods',
    'Discreet sales that protect your brand',
  ],
};

export function ServicesPage() {
  useDocumentTitle('Services');
  return (
    <>
      <PageHeader eyebrow="Services" title="Auction services for every kind of sale">
        From a family home to a full production floor, we plan, catalogue, market and run the sale, then pay
        you with a clear statement.
      </PageHeader>
      <Container className="space-y-8 py-12 sm:py-16">
        {serviceLines.map(({ id, title, summary, icon: Icon }) => (
          <section
            key={id}
            id={id}
            aria-labelledby={`${id}-title`}
            className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:grid-cols-[1fr_1.2fr] dark:border-slate-800 dark:bg-slate-900"
          >
            <div>
              <span className="flex size-12 items-center justify-center rounded-lg bg-harbour-50 text-harbour-700 dark:bg-harbour-950 dark:text-harbour-200">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h2 id={`${id}-title`} className="mt-4 text-2xl font-semibold">
                {title}
              </h2>
              <p className="mt-3 text-slate-600 dark:text-slate-300">{summary}</p>
            </div>
            <ul className="space-y-3 self-center">
              {(details[id] ?? []).map((item) => (
                <li key={item} className="flex gap-3">
                  <Check
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400"
                  />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <div className="on-dark flex flex-col items-start gap-4 rounded-2xl bg-harbour-900 p-8 text-white sm:flex-row sm:items-center sm:justify-between">
          <p className="font-display text-xl font-semibold">Ready to talk about your sale?</p>
          <Link to="/contact" className={buttonClasses('accent', 'lg')}>
            Contact us
          </Link>
        </div>
      </Container>
    </>
  );
}
