import { useQuery } from '@tanstack/react-query';
import { ChevronLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { PageLoader } from '../../../components/ui/page-loader';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { campaignQuery, renderQuery } from '../api/campaigns-api';
import { audienceLabel, statusLabels } from '../campaign-labels';
import { CampaignActions } from '../components/campaign-actions';
import { CampaignEditor } from '../components/campaign-editor';
import { CampaignProgress } from '../components/campaign-progress';

function Back() {
  return (
    <Link to="/admin/marketing" className="inline-flex min-h-6 items-center gap-1 text-sm hover:underline">
      <ChevronLeft aria-hidden="true" className="size-4" />
      All campaigns
    </Link>
  );
}

/** A new campaign's editor. */
export function NewCampaignPage() {
  useDocumentTitle('New campaign');
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <Back />
      <AdminPageHeader
        title="New campaign"
        summary="Save it as a draft, send yourself a test, then send it."
      />
      <CampaignEditor campaign={null} />
    </div>
  );
}

function SentMessage({ subject, body }: { subject: string; body: string }) {
  const rendered = useQuery(renderQuery(subject, body));
  return (
    <Card className="space-y-2 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Message</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">Subject: {subject}</p>
      {rendered.data && (
        <iframe
          title="Message as sent"
          sandbox=""
          srcDoc={rendered.data.html}
          className="h-80 w-full rounded-lg border border-slate-200 bg-white dark:border-slate-700"
        />
      )}
    </Card>
  );
}

/** One campaign: its editor while a draft, its progress once sending. */
export function CampaignPage() {
  const { campaignId = '' } = useParams();
  const campaign = useQuery({
    ...campaignQuery(campaignId),
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? 3_000 : false),
  });
  useDocumentTitle(campaign.data ? campaign.data.name : 'Campaign');
  if (campaign.isPending) return <PageLoader />;
  if (!campaign.data) {
    return (
      <div className="p-4 sm:p-6 lg:p-8">
        <Alert tone="error">This campaign could not be found.</Alert>
      </div>
    );
  }
  const c = campaign.data;
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <Back />
      <AdminPageHeader
        title={c.name}
        summary={`${audienceLabel(c.audience)} · ${c.rate_per_minute} a minute`}
        actions={<CampaignActions campaign={c} />}
      />
      <Badge {...statusLabels[c.status]} />
      {c.status === 'draft' ? (
        <CampaignEditor key={c.updated_at} campaign={c} />
      ) : (
        <>
          <CampaignProgress campaignId={c.id} />
          <SentMessage subject={c.subject} body={c.body_markdown} />
        </>
      )}
    </div>
  );
}
