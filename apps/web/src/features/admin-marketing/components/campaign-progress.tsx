import { useQuery } from '@tanstack/react-query';
import { Card } from '../../../components/ui/card';
import { progressQuery } from '../api/campaigns-api';

const muted = 'text-slate-500 dark:text-slate-400';

/** How far a send has gone, polled every few seconds while it runs. */
export function CampaignProgress({ campaignId }: { campaignId: string }) {
  const { data } = useQuery(progressQuery(campaignId));
  if (!data) return null;
  const handled = data.queued + data.skipped;
  const percent = data.recipients === 0 ? 100 : Math.round((handled / data.recipients) * 100);
  const figures = [
    ['Recipients', data.recipients],
    ['Handed to the mail queue', data.queued],
    ['Delivered', data.delivered],
    ['Skipped (unsubscribed)', data.skipped],
    ['Failed', data.failed],
    ...(data.opened === null ? [] : [['Opened', data.opened] as const]),
    ...(data.clicked === null ? [] : [['Clicked a link', data.clicked] as const]),
  ] as const;
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Progress</h2>
      <div>
        <div className="mb-1 flex justify-between text-sm">
          <span id="campaign-progress-label">
            {data.status === 'sending' ? 'Sending…' : data.status === 'sent' ? 'Done' : 'Stopped'}
          </span>
          <span>{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="campaign-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div
            className="h-full rounded-full bg-harbour-600 transition-all dark:bg-harbour-400"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className={`text-sm ${muted}`}>{label}</dt>
            <dd className="text-xl font-semibold text-slate-900 dark:text-white">
              {value.toLocaleString('en-CA')}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
