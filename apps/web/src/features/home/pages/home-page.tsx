import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConsignBand } from '../components/consign-band';
import { HomeHero } from '../components/home-hero';
import { ServiceCards } from '../components/service-cards';
import { TrustPoints } from '../components/trust-points';
import { VisitUs } from '../components/visit-us';

export function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <HomeHero />
      <ServiceCards />
      <TrustPoints />
      <VisitUs />
      <ConsignBand />
    </>
  );
}
