import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { CmsHtml } from '../../../components/ui/cms-html';
import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { sectionOf, useCmsPage } from '../../cms-pages/public';

/** Each value a card: the CMS's list items, laid out as cards. */
const valueCards =
  '[&_ul]:list-none [&_ul]:space-y-4 [&_ul]:p-0 [&_li]:mt-0 [&_li]:rounded-xl [&_li]:border [&_li]:border-slate-200 [&_li]:bg-white [&_li]:p-6 [&_li]:text-slate-600 [&_li]:shadow-sm dark:[&_li]:border-slate-800 dark:[&_li]:bg-slate-900 dark:[&_li]:text-slate-300 [&_strong]:mb-2 [&_strong]:block [&_strong]:text-lg [&_strong]:text-slate-900 dark:[&_strong]:text-white';

export function AboutPage() {
  useDocumentTitle('About us');
  const page = useCmsPage('/about');
  const intro = sectionOf(page, 'intro');
  const body = sectionOf(page, 'body');
  const values = sectionOf(page, 'values');
  return (
    <>
      <PageHeader eyebrow={intro.heading || 'About us'} title={page?.title ?? 'About us'}>
        <CmsHtml html={intro.html} />
      </PageHeader>
      <Container className="grid gap-12 py-12 sm:py-16 lg:grid-cols-[1.4fr_1fr]">
        <div className="space-y-5 text-lg text-slate-700 dark:text-slate-300">
          <h2 className="text-2xl font-semibold text-slate-900 dark:text-white">{body.heading}</h2>
          <CmsHtml html={body.html} />
          <div className="flex flex-wrap gap-3 pt-2">
            <Link to="/services" className={buttonClasses('primary', 'lg')}>
              Our services
            </Link>
            <Link to="/contact" className={buttonClasses('secondary', 'lg')}>
              Contact us
            </Link>
          </div>
        </div>
        <section aria-labelledby="about-values" className="space-y-4">
          <h2 id="about-values" className="text-2xl font-semibold">
            {values.heading}
          </h2>
          <CmsHtml html={values.html} className={valueCards} />
        </section>
      </Container>
    </>
  );
}
