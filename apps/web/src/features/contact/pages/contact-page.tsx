import { Card } from '../../../components/ui/card';
import { CmsHtml } from '../../../components/ui/cms-html';
import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { sectionOf, useCmsPage } from '../../cms-pages/public';
import { ContactFacts } from '../../site/public';
import { ContactForm } from '../components/contact-form';

export function ContactPage() {
  useDocumentTitle('Contact us');
  const page = useCmsPage('/contact');
  const intro = sectionOf(page, 'intro');
  const details = sectionOf(page, 'details');
  return (
    <>
      <PageHeader eyebrow={intro.heading || 'Contact'} title={page?.title ?? 'Contact us'}>
        <CmsHtml html={intro.html} />
      </PageHeader>
      <Container className="grid gap-8 py-12 sm:py-16 lg:grid-cols-[1.5fr_1fr]">
        <Card className="p-6 sm:p-8">
          <h2 className="text-2xl font-semibold">Send us a message</h2>
          <div className="mt-6">
            <ContactForm />
          </div>
        </Card>
        <Card className="space-y-6 p-6 sm:p-8">
          <h2 className="text-2xl font-semibold">{details.heading}</h2>
          <CmsHtml html={details.html} className="text-slate-600 dark:text-slate-300" />
          <ContactFacts />
        </Card>
      </Container>
    </>
  );
}
