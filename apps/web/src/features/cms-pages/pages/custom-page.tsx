import { useLocation } from 'react-router';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { CmsHtml } from '../../../components/ui/cms-html';
import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCmsPage } from '../api/cms-page-query';

/** A page an Admin added in the CMS at its own path (`/faq`); any other unknown path is not found. */
export function CustomPage() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '').toLowerCase() : pathname;
  const page = useCmsPage(path);
  if (!page) return <NotFoundPage />;
  return <PublishedPage title={page.title} sections={page.sections} />;
}

function PublishedPage({
  title,
  sections,
}: {
  title: string;
  sections: { key: string; heading: string; html: string }[];
}) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <Container className="max-w-3xl space-y-10 py-12 text-slate-700 sm:py-16 dark:text-slate-300">
        {sections.map((section) => (
          <section key={section.key} aria-labelledby={section.heading ? `${section.key}-heading` : undefined}>
            {section.heading && (
              <h2
                id={`${section.key}-heading`}
                className="mb-4 text-2xl font-semibold text-slate-900 dark:text-white"
              >
                {section.heading}
              </h2>
            )}
            <CmsHtml html={section.html} className="text-lg" />
          </section>
        ))}
      </Container>
    </>
  );
}
