import { CmsHtml } from '../../../components/ui/cms-html';
import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { sectionOf, useCmsPage } from '../../cms-pages/public';

/** The privacy policy or the terms: their words from the CMS, each section at its own anchor. */
export function LegalPage({ path, fallbackTitle }: { path: string; fallbackTitle: string }) {
  const page = useCmsPage(path);
  const title = page?.title ?? fallbackTitle;
  useDocumentTitle(title);
  const intro = sectionOf(page, 'intro');
  const sections = (page?.sections ?? []).filter((section) => section.key !== 'intro');
  return (
    <>
      <PageHeader eyebrow={intro.heading || 'Legal'} title={title}>
        <CmsHtml html={intro.html} />
      </PageHeader>
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-32 lg:self-start">
          <h2 className="font-sans text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            On this page
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {sections.map((section) => (
              <li key={section.key}>
                <a
                  href={`#${section.key}`}
                  className="text-harbour-700 hover:underline dark:text-harbour-300"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <article className="max-w-3xl space-y-10">
          {sections.map((section) => (
            <section key={section.key} id={section.key} aria-labelledby={`${section.key}-heading`}>
              <h2 id={`${section.key}-heading`} className="text-2xl font-semibold">
                {section.heading}
              </h2>
              <CmsHtml html={section.html} className="mt-4 text-slate-700 dark:text-slate-300" />
            </section>
          ))}
          <p className="border-t border-slate-200 pt-6 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
            Questions about this page? <TextLink to="/contact">Contact us</TextLink>.
          </p>
        </article>
      </Container>
    </>
  );
}
