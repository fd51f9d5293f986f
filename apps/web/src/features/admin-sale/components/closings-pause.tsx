import type { Auction } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import { messageForError } from '../../../lib/http/messages';
import { saleClosingsQuery, useSaleClosingsAction } from '../api/sale-closings';

const pausable: readonly Auction['status'][] = ['open', 'closing'];
const lotsWord = (count: number) => `${count} ${count === 1 ? 'lot' : 'lots'}`;

/**
 * Staff stop every closing of a timed sale by hand (a problem in the room, on the site) and resume
 * them; the lots the pause caught are then re-timed like after an outage, and their bidders told.
 */
export function ClosingsPause({
  auctionId,
  sale,
}: {
  auctionId: string;
  sale: { type: Auction['type']; status: Auction['status'] };
}) {
  const closings = useQuery(saleClosingsQuery(auctionId));
  const paused = closings.data?.paused ?? false;
  const action = useSaleClosingsAction(auctionId, paused ? 'resume' : 'pause');
  const [asking, setAsking] = useState(false);
  if (sale.type !== 'timed' || !closings.data) return null;
  if (!paused && !pausable.includes(sale.status)) return null;
  const close = () => {
    setAsking(false);
    action.reset();
  };
  const last = closings.data.last_resumed;
  return (
    <div className="space-y-3">
      {paused ? (
        <Alert tone="warning">
          Closings are paused since {formatDateTime(closings.data.paused_at)}: no lot of this sale closes
          until you resume them.
        </Alert>
      ) : (
        last && (
          <Alert tone="info">
            Closings were paused from {formatDateTime(last.paused_at)} to {formatDateTime(last.resumed_at)};{' '}
            {lotsWord(last.lots_retimed)} re-timed.
          </Alert>
        )
      )}
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {paused ? (
          <Play aria-hidden="true" className="size-4" />
        ) : (
          <Pause aria-hidden="true" className="size-4" />
        )}
        {paused ? 'Resume closings' : 'Pause closings'}
      </Button>
      {asking && (
        <ConfirmDialog
          title={paused ? 'Resume the closings of this sale' : 'Pause the closings of this sale'}
          confirmLabel={paused ? 'Resume closings' : 'Pause closings'}
          confirmVariant={paused ? 'primary' : 'danger'}
          busy={action.isPending}
          error={action.error ? messageForError(action.error) : null}
          onConfirm={() => action.mutate(undefined, { onSuccess: close })}
          onCancel={close}
        >
          {paused ? (
            <p>
              Lots whose end passed during the pause, and lots ending in the soft-close window after now, get
              new ends a few minutes from now, in sale order. Their bidders and watchers are told by e-mail
              and on their devices.
            </p>
          ) : (
            <p>
              No lot of this sale closes until you resume. Bidding goes on for lots whose end has not come;
              lots whose end passes wait, and are re-timed when you resume.
            </p>
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}
