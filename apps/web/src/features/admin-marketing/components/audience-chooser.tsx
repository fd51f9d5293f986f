import { type CampaignAudience, campaignAudienceKinds } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { categoriesQuery } from '../../../lib/categories-query';
import { audienceSizeQuery } from '../api/campaigns-api';
import { audienceKindLabels } from '../campaign-labels';

const kindOptions = campaignAudienceKinds.map((kind) => ({ value: kind, label: audienceKindLabels[kind] }));

function audienceOfKind(kind: CampaignAudience['kind'], current: CampaignAudience): CampaignAudience {
  if (kind === current.kind) return current;
  switch (kind) {
    case 'categories':
      return { kind, category_ids: [] };
    case 'watchlist':
      return { kind, auction_id: null };
    case 'past_buyers':
      return { kind, since: null };
    default:
      return { kind: 'all_opted_in' };
  }
}

/** Chooses who a campaign goes to and shows how many consenting people that is now. */
export function AudienceChooser({
  value,
  onChange,
  error,
}: {
  value: CampaignAudience;
  onChange: (audience: CampaignAudience) => void;
  error?: string | undefined;
}) {
  const categories = useQuery({ ...categoriesQuery, enabled: value.kind === 'categories' });
  const complete = value.kind !== 'categories' || value.category_ids.length > 0;
  const size = useQuery(audienceSizeQuery(complete ? value : null));
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 font-semibold text-slate-900 dark:text-white">Audience</legend>
      <SelectField
        label="Who gets it"
        options={kindOptions}
        value={value.kind}
        onChange={(event) => onChange(audienceOfKind(event.target.value as CampaignAudience['kind'], value))}
        hint="Only people who agreed to marketing e-mail, with a confirmed address, are ever included."
      />
      {value.kind === 'categories' && (
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="sr-only">Categories</legend>
          {(categories.data ?? []).map((category) => (
            <CheckboxField
              key={category.id}
              label={category.name}
              checked={value.category_ids.includes(category.id)}
              onChange={(event) =>
                onChange({
                  kind: 'categories',
                  category_ids: event.target.checked
                    ? [...value.category_ids, category.id]
                    : value.category_ids.filter((id) => id !== category.id),
                })
              }
            />
          ))}
          <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-300">
            People who bid on, watched or bought lots in these categories.
          </p>
        </fieldset>
      )}
      {value.kind === 'past_buyers' && (
        <TextField
          label="Bought since"
          type="date"
          optional
          value={value.since ?? ''}
          onChange={(event) => onChange({ kind: 'past_buyers', since: event.target.value || null })}
        />
      )}
      {value.kind === 'watchlist' && value.auction_id && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          People watching lots of this campaign’s auction.
        </p>
      )}
      {error && (
        <p className="text-sm font-medium text-red-700 dark:text-red-300" role="alert">
          {error}
        </p>
      )}
      <p className="text-sm font-medium text-slate-900 dark:text-white" aria-live="polite">
        {!complete
          ? 'Choose at least one category.'
          : size.data
            ? `${size.data.count.toLocaleString('en-CA')} ${size.data.count === 1 ? 'person' : 'people'} would get it now.`
            : 'Counting…'}
      </p>
    </fieldset>
  );
}
