import {
  type Campaign,
  type CampaignAudience,
  type CampaignBody,
  campaignBodySchema,
} from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useAuth } from '../../../lib/auth/use-auth';
import { fieldErrorsOf, messageForError } from '../../../lib/http/messages';
import { notify } from '../../../lib/notify';
import { renderQuery, useCreateCampaign, useUpdateCampaign } from '../api/campaigns-api';
import { AudienceChooser } from './audience-chooser';

type Draft = Required<Pick<CampaignBody, 'name' | 'subject' | 'body_markdown' | 'track_engagement'>> & {
  audience: CampaignAudience;
  rate: string;
};

function draftOf(campaign: Campaign | null): Draft {
  return {
    name: campaign?.name ?? '',
    subject: campaign?.subject ?? '',
    body_markdown: campaign?.body_markdown ?? '',
    audience: campaign?.audience ?? { kind: 'all_opted_in' },
    rate: String(campaign?.rate_per_minute ?? 60),
    track_engagement: campaign?.track_engagement ?? false,
  };
}

/** The message's preview in the house's mail layout, in a sandboxed frame (no scripts run). */
function MessagePreview({ subject, body }: { subject: string; body: string }) {
  const rendered = useQuery(renderQuery(subject, body));
  return (
    <div className="space-y-2">
      <h2 className="font-semibold text-slate-900 dark:text-white">Preview</h2>
      {rendered.data ? (
        <iframe
          title="Message preview"
          sandbox=""
          srcDoc={rendered.data.html}
          className="h-80 w-full rounded-lg border border-slate-200 bg-white dark:border-slate-700"
        />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">Write the message to see it here.</p>
      )}
    </div>
  );
}

/** Name, subject, audience, Markdown message with its preview, sending rate and (for an Admin) tracking. */
export function CampaignEditor({ campaign }: { campaign: Campaign | null }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const isAdmin = user?.roles.includes('Admin') ?? false;
  const [draft, setDraft] = useState<Draft>(() => draftOf(campaign));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateCampaign();
  const update = useUpdateCampaign(campaign?.id ?? '');
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  function save(event: React.FormEvent) {
    event.preventDefault();
    const parsed = campaignBodySchema.safeParse({
      name: draft.name,
      subject: draft.subject,
      body_markdown: draft.body_markdown,
      audience: draft.audience,
      rate_per_minute: Number(draft.rate),
      track_engagement: draft.track_engagement,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    const onError = (error: unknown) => {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length > 0) {
        setErrors(
          Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.split('.')[0] ?? k, v.join(' ')])),
        );
      } else notify.error(messageForError(error).join(' '));
    };
    if (campaign) {
      update.mutate(parsed.data, { onSuccess: () => notify.success('Draft saved.'), onError });
    } else {
      create.mutate(parsed.data, {
        onSuccess: (created) => {
          notify.success('Draft saved.');
          navigate(`/admin/marketing/campaigns/${created.id}`, { replace: true });
        },
        onError,
      });
    }
  }

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={save} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Name"
            hint="For the house only."
            value={draft.name}
            error={errors.name}
            onChange={(e) => set('name', e.target.value)}
          />
          <TextField
            label="Subject"
            value={draft.subject}
            error={errors.subject}
            onChange={(e) => set('subject', e.target.value)}
          />
        </div>
        <AudienceChooser
          value={draft.audience}
          onChange={(audience) => set('audience', audience)}
          error={errors.audience}
        />
        <div className="grid gap-4 lg:grid-cols-2">
          <TextareaField
            label="Message"
            hint="Markdown: # heading, **bold**, [link text](https://…), - list. The house’s address and an unsubscribe link are added to every mail."
            rows={14}
            value={draft.body_markdown}
            error={errors.body_markdown}
            onChange={(e) => set('body_markdown', e.target.value)}
          />
          <MessagePreview subject={draft.subject} body={draft.body_markdown} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Mails per minute"
            type="number"
            inputMode="numeric"
            min={1}
            max={6000}
            value={draft.rate}
            error={errors.rate_per_minute}
            onChange={(e) => set('rate', e.target.value)}
          />
          {isAdmin ? (
            <CheckboxField
              asSwitch
              label="Count opens and clicks"
              description="Adds an invisible picture and passes links through the site. Off unless you switch it on."
              checked={draft.track_engagement}
              onChange={(e) => set('track_engagement', e.target.checked)}
            />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              Opens and clicks are{' '}
              {draft.track_engagement ? 'counted (an Admin switched it on).' : 'not counted.'}
            </p>
          )}
        </div>
        <Button type="submit" loading={create.isPending || update.isPending}>
          Save draft
        </Button>
      </form>
    </Card>
  );
}
