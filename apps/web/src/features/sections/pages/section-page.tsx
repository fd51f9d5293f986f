import { leadingUuid } from '@auction/domain';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { NotOpenYetPage } from '../../../components/pages/not-open-yet-page';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type Section, type SectionKey, sections } from '../sections';

const backLinks = {
  public: { to: '/', label: 'Back to the home page' },
  account: { to: '/dashboard', label: 'Back to your dashboard' },
  admin: { to: '/admin', label: 'Back to the admin dashboard' },
} as const;

/** A later section's placeholder; an id that is not a UUID (with optional slug) is not found. */
export function SectionPage({ section }: { section: SectionKey }) {
  const params = useParams();
  const { title, summary, area, ids = [] }: Section = sections[section];
  const found = ids.every((name) => leadingUuid(params[name] ?? '') !== null);
  useDocumentTitle(found ? title : 'Page not found');
  if (!found) return <NotFoundPage />;
  return <NotOpenYetPage title={title} summary={summary} backTo={backLinks[area]} />;
}
