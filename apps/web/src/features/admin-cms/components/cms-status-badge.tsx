import { type CmsPageStatus, cmsPageStatusLabels } from '@auction/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const tones: Record<CmsPageStatus, BadgeTone> = {
  published: 'green',
  draft_changes: 'amber',
  unpublished: 'grey',
};

export function CmsStatusBadge({ status }: { status: CmsPageStatus }) {
  return <Badge label={cmsPageStatusLabels[status]} tone={tones[status]} />;
}
