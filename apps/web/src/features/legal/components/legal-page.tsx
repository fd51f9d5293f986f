import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { LegalDocument } from '../legal-document';

export function LegalPage({ document: legal }: { document: LegalDocument }) {
  useDocumentTitle(legal.title);
  return (
    <>
      <PageHeader eyebrow="Legal" title={legal.title}>
        {legal.intro}
      </PageHeader>
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-32 lg:self-start">
          <h2 className="font-sans text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            On this page
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {legal.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-harbour-700 hover:underline dark:text-harbour-300">
                  {section.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <article className="max-w-3xl space-y-10">
          {legal.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`} className="text-2xl font-semibold">
                {section.heading}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-slate-700 dark:text-slate-300">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
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
