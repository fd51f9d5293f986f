import type { CmsPublicSection } from '@auction/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { CmsHtml } from '../../../components/ui/cms-html';
import { Container } from '../../../components/ui/container';
import { serviceLines } from '../../site/public';

/** The four lines of business, each linking to its section of /services; the block's words from the CMS. */
export function ServiceCards({ section }: { section: CmsPublicSection }) {
  return (
    <section aria-labelledby="what-we-sell" className="py-16 sm:py-20">
      <Container>
        <p className="text-sm font-semibold tracking-wide text-brass-700 uppercase dark:text-brass-300">
          What we sell
        </p>
        <h2 id="what-we-sell" className="mt-2 text-3xl font-semibold">
          {section.heading}
        </h2>
        <CmsHtml html={section.html} className="mt-3 max-w-2xl text-lg text-slate-600 dark:text-slate-300" />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {serviceLines.map(({ id, title, summary, icon: Icon }) => (
            <li key={id}>
              <Link
                to={`/services#${id}`}
                className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-harbour-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-harbour-600"
              >
                <span className="flex size-12 items-center justify-center rounded-lg bg-harbour-50 text-harbour-700 dark:bg-harbour-950 dark:text-harbour-200">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-5 text-lg font-semibold">{title}</h3>
                <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-300">{summary}</p>
                <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-harbour-700 group-hover:gap-2 dark:text-harbour-300">
                  Learn more <ArrowRight aria-hidden="true" className="size-4 transition-all" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
