import type { StatementDetail } from '@auction/contracts';
import { FileDown, Mail, RefreshCw, Stamp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { messageForError } from '../../../lib/http/messages';
import { notify } from '../../../lib/notify';
import { useEmailStatement, useRegenerateStatement } from '../api/statement-mutations';
import { downloadStatementPdf } from '../api/statement-queries';
import { statementFileName } from '../statement-format';
import { FinaliseStatement } from './finalise-statement';

/** What staff can do with the statement now: make a draft again, finalise, the PDF and e-mail. */
export function StatementActions({ statement }: { statement: StatementDetail }) {
  const regenerate = useRegenerateStatement(statement.id);
  const email = useEmailStatement(statement.id);
  const [finalising, setFinalising] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const draft = statement.status === 'draft';

  async function download() {
    setDownloading(true);
    try {
      await downloadStatementPdf(statement.id, statementFileName(statement));
    } catch {
      // The HTTP client has already said why.
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {draft && !finalising && (
          <Button onClick={() => setFinalising(true)}>
            <Stamp aria-hidden="true" className="size-4" />
            Finalise…
          </Button>
        )}
        {draft && (
          <Button
            variant="secondary"
            loading={regenerate.isPending}
            onClick={() =>
              regenerate.mutate(undefined, {
                onSuccess: () => notify.success('The statement was made again from the sale’s results.'),
                onError: (error) =>
                  notify.error(messageForError(error).join(' ') || 'The statement could not be made again.'),
              })
            }
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            Regenerate
          </Button>
        )}
        <Button variant="secondary" loading={downloading} onClick={download}>
          <FileDown aria-hidden="true" className="size-4" />
          Download PDF
        </Button>
        {!draft && (
          <Button
            variant="secondary"
            loading={email.isPending}
            onClick={() =>
              email.mutate(undefined, {
                onSuccess: () => notify.success(`The statement was e-mailed to ${statement.consignor.name}.`),
              })
            }
          >
            <Mail aria-hidden="true" className="size-4" />
            {statement.mailed_at ? 'E-mail again' : 'E-mail to consignor'}
          </Button>
        )}
      </div>
      {finalising && <FinaliseStatement statement={statement} onDone={() => setFinalising(false)} />}
    </div>
  );
}
