import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { CmsHtml } from '../../../components/ui/cms-html';
import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { sectionOf, useCmsPage } from '../../cms-pages/public';
import { serviceLines } from '../../site/public';

/** Ticks instead of bullets on each service's list. */
const tickList =
  '[&_ul]:list-none [&_ul]:space-y-3 [&_ul]:p-0 [&_ul>li]:relative [&_ul>li]:pl-8 [&_ul>li]:before:absolute [&_ul>li]:before:left-0 [&_ul>li]:before:font-bold [&_ul>li]:before:text-emerald-700 [&_ul>li]:before:content-["✓"] dark:[&_ul>li]:before:text-emerald-400';

/** The four services, each at its anchor (`/services#estate`), with their words from the CMS. */
export function ServicesPage() {
  useDocumentTitle('Services');
  const page = useCmsPage('/services');
  const intro = sectionOf(page, 'intro');
  return (
    <>
      <PageHeader eyebrow={intro.heading || 'Services'} title={page?.title ?? 'Services'}>
        <CmsHtml html={intro.html} />
      </PageHeader>
      <Container className="space-y-8 py-12 sm:py-16">
        {serviceLines.map(({ id, icon: Icon }) => {
          const section = sectionOf(page, id);
          return (
            <section
              key={id}
              id={id}
              aria-labelledby={`${id}-title`}
              className="grid scroll-mt-28 gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:grid-cols-[auto_1fr] dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="flex size-12 items-center justify-center rounded-lg bg-harbour-50 text-harbour-700 dark:bg-harbour-950 dark:text-harbour-200">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h2 id={`${id}-title`} className="text-2xl font-semibold">
                  {section.heading}
                </h2>
                <CmsHtml
                  html={section.html}
                  className={`mt-3 text-slate-700 dark:text-slate-300 ${tickList}`}
                />
              </div>
            </section>
          );
        })}
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
