import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { TaxRatesSection } from '../../admin-tax/components/tax-rates-section';
import { adminSettingsQuery } from '../api/admin-settings';
import { AdminPageHeader } from '../components/admin-page-header';
import { SettingsForm } from '../components/settings-form';

export function AdminSettingsPage() {
  useDocumentTitle('Settings');
  const { data, isPending, isError } = useQuery(adminSettingsQuery);
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <AdminPageHeader title="Settings" summary="Business details, hours, logos and maintenance mode." />
      {isPending && <PageLoader />}
      {isError && <Alert tone="error">The settings could not be loaded. Please reload the page.</Alert>}
      {data && <SettingsForm settings={data} />}
      <TaxRatesSection />
    </div>
  );
}
