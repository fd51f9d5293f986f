import { clsx } from 'clsx';
import { Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { buttonClasses } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConsentLedger } from '../../marketing-consent/public';
import { CampaignTable } from '../components/campaign-table';

const tabs = [
  { id: 'campaigns', label: 'Campaigns' },
  { id: 'consent', label: 'Consent ledger' },
] as const;

/** E-mail campaigns to people who consented, and the consent ledger that proves it (CASL). */
export function MarketingPage() {
  useDocumentTitle('Marketing');
  const [params, setParams] = useSearchParams();
  const current = params.get('view') === 'consent' ? 'consent' : 'campaigns';
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <AdminPageHeader
        title="Marketing"
        summary="E-mail campaigns to people who agreed to receive them, and the record of their consent."
        actions={
          <Link
            to="/admin/marketing/campaigns/new"
            className={clsx(buttonClasses('primary'), 'self-start sm:self-auto')}
          >
            <Plus aria-hidden="true" className="size-4" />
            New campaign
          </Link>
        }
      />
      <div
        role="tablist"
        aria-label="Marketing"
        className="flex gap-1 border-b border-slate-200 dark:border-slate-700"
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`marketing-tab-${tab.id}`}
            aria-selected={current === tab.id}
            aria-controls={`marketing-panel-${tab.id}`}
            onClick={() => setParams(tab.id === 'campaigns' ? {} : { view: tab.id })}
            className={clsx(
              '-mb-px min-h-11 border-b-2 px-4 py-2 font-medium',
              current === tab.id
                ? 'border-harbour-700 text-slate-900 dark:border-brass-300 dark:text-white'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`marketing-panel-${current}`} aria-labelledby={`marketing-tab-${current}`}>
        {current === 'campaigns' ? <CampaignTable /> : <ConsentLedger />}
      </div>
    </div>
  );
}
