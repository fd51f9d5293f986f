import { useDocumentTitle } from '../../../lib/use-document-title';
import { CatalogueHighlights } from '../../catalogue/public';
import { sectionOf, useCmsPage } from '../../cms-pages/public';
import { ConsignBand } from '../components/consign-band';
import { HomeHero } from '../components/home-hero';
import { ServiceCards } from '../components/service-cards';
import { TrustPoints } from '../components/trust-points';
import { VisitUs } from '../components/visit-us';

/** The hero first (what the house does and how to start), then what is on sale. */
export function HomePage() {
  useDocumentTitle(null);
  const page = useCmsPage('/');
  return (
    <>
      <HomeHero hero={sectionOf(page, 'hero')} steps={sectionOf(page, 'how_bidding_works')} />
      <CatalogueHighlights />
      <ServiceCards section={sectionOf(page, 'services')} />
      <TrustPoints section={sectionOf(page, 'why_us')} />
      <VisitUs />
      <ConsignBand />
    </>
  );
}
