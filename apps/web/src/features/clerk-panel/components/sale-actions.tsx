import type { LiveSnapshot } from '@auction/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../admin-auctions/components/confirm-dialog';

export type SaleAction =
  | 'fair_warning'
  | 'sold'
  | 'pass'
  | 'reopen'
  | 'undo'
  | 'pause'
  | 'resume'
  | 'end_sale';

function Key({ children }: { children: string }) {
  return (
    <span aria-hidden="true">
      <kbd className="rounded border border-current/30 px-1 font-mono text-xs font-normal opacity-70">
        {children}
      </kbd>
    </span>
  );
}

/** The hammer and the sale: fair warning, sold, pass, reopen, undo, pause or resume, end. */
export function SaleActions({
  room,
  onAction,
}: {
  room: LiveSnapshot;
  onAction: (action: SaleAction) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const paused = room.sale_status === 'paused';
  const ended = room.sale_status === 'ended';
  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Button
          variant="accent"
          size="lg"
          aria-keyshortcuts="F"
          disabled={ended}
          onClick={() => onAction('fair_warning')}
        >
          Fair warning <Key>F</Key>
        </Button>
        <Button size="lg" aria-keyshortcuts="S" disabled={ended} onClick={() => onAction('sold')}>
          Sold <Key>S</Key>
        </Button>
        <Button
          variant="secondary"
          size="lg"
          aria-keyshortcuts="P"
          disabled={ended}
          onClick={() => onAction('pass')}
        >
          Pass <Key>P</Key>
        </Button>
        <Button
          variant="secondary"
          size="lg"
          aria-keyshortcuts="U"
          disabled={ended}
          onClick={() => onAction('undo')}
        >
          Undo last bid <Key>U</Key>
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-keyshortcuts="R"
          disabled={ended}
          onClick={() => onAction('reopen')}
        >
          Reopen <Key>R</Key>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-keyshortcuts="Space"
          disabled={ended || room.sale_status === 'not_started'}
          onClick={() => onAction(paused ? 'resume' : 'pause')}
        >
          {paused ? 'Resume' : 'Pause'} <Key>Space</Key>
        </Button>
        <Button
          variant="danger"
          size="sm"
          className="ml-auto"
          disabled={ended}
          onClick={() => setConfirming(true)}
        >
          End sale
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title="End the sale?"
          confirmLabel="End sale now"
          confirmVariant="danger"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onAction('end_sale');
          }}
        >
          Lots never offered are passed, and no lot can be opened again. Bidders see the sale has ended.
        </ConfirmDialog>
      )}
    </div>
  );
}
