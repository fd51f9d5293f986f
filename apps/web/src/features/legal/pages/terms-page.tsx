import { LegalPage } from '../components/legal-page';

export function TermsPage() {
  return <LegalPage path="/terms-conditions" fallbackTitle="Terms and conditions" />;
}
