import { LegalPage } from '../components/legal-page';

export function PrivacyPolicyPage() {
  return <LegalPage path="/privacy-policy" fallbackTitle="Privacy policy" />;
}
