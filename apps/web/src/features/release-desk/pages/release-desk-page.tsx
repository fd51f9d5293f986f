import { useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { messageForError } from '../../../lib/http/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { releaseDeskKeys, searchReleaseDesk } from '../api/release-desk';
import { QrScanner } from '../components/qr-scanner';
import { ReleasePanel } from '../components/release-panel';

/** The release desk: scan or type an invoice, see what is paid and released, hand over lots. */
export function ReleaseDeskPage() {
  useDocumentTitle('Release desk');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const found = useQuery({
    queryKey: releaseDeskKeys.search(q),
    queryFn: () => searchReleaseDesk(q),
    enabled: q.trim() !== '',
  });
  const find = useCallback(
    (text: string) => {
      setTyped(text);
      setParams(text.trim() ? { q: text.trim() } : {}, { replace: true });
    },
    [setParams],
  );

  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <AdminPageHeader
        title="Release desk"
        summary="Scan the QR code on the buyer's invoice, or type its number, a paddle or a name. Release only what is paid."
        actions={
          <Link to="/admin/release-desk/pick-list" className={buttonClasses('secondary', 'md', 'self-start')}>
            <ClipboardList aria-hidden="true" className="size-4" />
            Today's pick list
          </Link>
        }
      />
      <search aria-label="Find an invoice">
        <form
          aria-label="Find an invoice"
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            find(typed);
          }}
        >
          <div className="min-w-[16rem] flex-1">
            <TextField
              label="Invoice number, paddle or name"
              value={typed}
              autoComplete="off"
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <Button type="submit">Find</Button>
        </form>
      </search>
      <QrScanner onScan={find} />
      {found.isError && <Alert tone="error">{messageForError(found.error).join(' ')}</Alert>}
      {found.data && found.data.length === 0 && <p role="status">No issued invoice matches “{q}”.</p>}
      <div className="space-y-6">
        {found.data?.map((invoice) => (
          <ReleasePanel
            key={`${invoice.invoice_id}-${invoice.lots.filter((l) => l.released_at).length}`}
            invoice={invoice}
          />
        ))}
      </div>
    </div>
  );
}
