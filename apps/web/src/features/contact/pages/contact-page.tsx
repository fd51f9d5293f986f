import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContactFacts } from '../../site/components/contact-facts';
import { ContactForm } from '../components/contact-form';

export function ContactPage() {
  useDocumentTitle('Contact us');
  return (
    <>
      <PageHeader eyebrow="Contact" title="Talk to Harbourside Auctions">
        Questions about a lot, an invoice or a pickup, or about selling with us? Send a message and we will
        reply within one business day.
      </PageHeader>
      <Container className="grid gap-8 py-12 sm:py-16 lg:grid-cols-[1.5fr_1fr]">
        <Card className="p-6 sm:p-8">
          <h2 className="text-2xl font-semibold">Send us a message</h2>
          <div className="mt-6">
            <ContactForm />
          </div>
        </Card>
        <Card className="space-y-6 p-6 sm:p-8">
          <h2 className="text-2xl font-semibold">Visit or call</h2>
          <ContactFacts />
        </Card>
      </Container>
    </>
  );
}
