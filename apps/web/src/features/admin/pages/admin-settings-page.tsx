import { useQuery } from '@tanstack/react-query';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { SettingsSection } from '../../../components/admin/settings-section';
import { Alert } from '../../../components/ui/alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { incrementProfilesQuery } from '../../admin-auctions/public';
import { commissionProfilesQuery } from '../../admin-commission/public';
import { TaxRatesSection } from '../../admin-tax/public';
import { adminSettingsQuery } from '../api/admin-settings';
import { AccountingAccountsForm } from '../components/accounting-accounts-form';
import { AuctionDefaultsForm } from '../components/auction-defaults-form';
import { CommissionDefault } from '../components/commission-default';
import { InvoiceFeesForm } from '../components/invoice-fees-form';
import { LogoUploads } from '../components/logo-upload';
import { SettingsForm } from '../components/settings-form';

export function AdminSettingsPage() {
  useDocumentTitle('Settings');
  const { data, isPending, isError } = useQuery(adminSettingsQuery);
  const increments = useQuery(incrementProfilesQuery);
  const commission = useQuery(commissionProfilesQuery);
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <AdminPageHeader
        title="Settings"
        summary="Business details, logos, hours, invoices, defaults for new auctions and maintenance mode."
      />
      {isPending && <PageLoader />}
      {isError && <Alert tone="error">The settings could not be loaded. Please reload the page.</Alert>}
      {data && (
        <>
          <SettingsSection
            title="Logos"
            summary="Each is saved as soon as you choose the file. Remove one to show the default logo again."
          >
            <LogoUploads settings={data} />
          </SettingsSection>
          <SettingsForm settings={data} />
          <SettingsSection
            title="Defaults for new auctions"
            summary="A new auction starts with these; staff can still change them for each sale."
          >
            {increments.data ? (
              <AuctionDefaultsForm defaults={data.auction_defaults} profiles={increments.data} />
            ) : (
              <PageLoader />
            )}
          </SettingsSection>
          <SettingsSection title="Commission" summary="What consignors are charged on what they sell.">
            {commission.data ? <CommissionDefault profiles={commission.data} /> : <PageLoader />}
          </SettingsSection>
          <div id="invoice-fees" className="scroll-mt-20">
            <SettingsSection
              title="Late and storage fees"
              summary="Added to issued invoices by the daily fee job: a late fee once an invoice is overdue, storage while lots wait after the pickup window. Staff can turn them off for one invoice, or waive one with a credit note."
            >
              <InvoiceFeesForm fees={data.invoice_fees} />
            </SettingsSection>
          </div>
          <div id="accounting-accounts" className="scroll-mt-20">
            <SettingsSection
              title="Accounting export"
              summary="The accounts the bookkeeper's journal posts to: the name each has in QuickBooks Online and its code in Xero. Create them there first."
            >
              <AccountingAccountsForm accounts={data.accounting_accounts} />
            </SettingsSection>
          </div>
        </>
      )}
      <TaxRatesSection />
    </div>
  );
}
