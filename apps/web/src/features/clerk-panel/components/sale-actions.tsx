import type { LiveSnapshot } from '@auction/contracts';
import type { LiveCommand } from '@auction/domain';
import { useState } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { nameWithReason } from '../lib/labels';
import { type ShortcutCommand, shortcuts } from '../lib/shortcuts';

export type SaleAction =
  | 'fair_warning'
  | 'sold'
  | 'pass'
  | 'reopen'
  | 'undo'
  | 'pause'
  | 'resume'
  | 'end_sale';

/** The key of a command, from the one table the shortcut handler and the help also read. */
function keyOf(command: ShortcutCommand): string {
  return shortcuts.find((shortcut) => shortcut.command === command)?.keys ?? '';
}

/** The four big buttons of the hammer, in the order the clerk reaches for them. */
const hammerActions: {
  action: 'fair_warning' | 'sold' | 'pass' | 'undo';
  label: string;
  variant?: ButtonVariant;
}[] = [
  { action: 'fair_warning', label: 'Fair warning', variant: 'accent' },
  { action: 'sold', label: 'Sold' },
  { action: 'pass', label: 'Pass', variant: 'secondary' },
  { action: 'undo', label: 'Undo last bid', variant: 'secondary' },
];

/**
 * The button's key, shown only while the button can be used: a disabled button's name carries the
 * reason instead, and its visible words must stay within that name (WCAG 2.5.3).
 */
function Key({ children, when }: { children: string; when: string | null }) {
  if (when !== null) return null;
  return (
    <span aria-hidden="true">
      <kbd className="rounded border border-current/30 px-1 font-mono text-xs font-normal opacity-70">
        {children}
      </kbd>
    </span>
  );
}

/**
 * The hammer and the sale: fair warning, sold, pass, reopen, undo, pause or resume, end. A
 * command that cannot apply now (no lot open, the lot already sold, nothing to undo) is
 * disabled, and its name says why.
 */
export function SaleActions({
  room,
  whyNot,
  onAction,
}: {
  room: LiveSnapshot;
  whyNot: (command: LiveCommand) => string | null;
  onAction: (action: SaleAction) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const toggle = room.sale_status === 'paused' ? 'resume' : 'pause';
  const toggleLabel = toggle === 'resume' ? 'Resume' : 'Pause';
  const reasons = {
    reopen: whyNot({ type: 'reopen' }),
    toggle: whyNot({ type: toggle }),
    end: whyNot({ type: 'end_sale' }),
  };
  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {hammerActions.map(({ action, label, variant }) => {
          const reason = whyNot({ type: action });
          return (
            <Button
              key={action}
              variant={variant}
              size="lg"
              aria-keyshortcuts={keyOf(action)}
              aria-label={nameWithReason(label, reason)}
              disabled={reason !== null}
              onClick={() => onAction(action)}
            >
              {label} <Key when={reason}>{keyOf(action)}</Key>
            </Button>
          );
        })}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-keyshortcuts={keyOf('reopen')}
          aria-label={nameWithReason('Reopen', reasons.reopen)}
          disabled={reasons.reopen !== null}
          onClick={() => onAction('reopen')}
        >
          Reopen <Key when={reasons.reopen}>{keyOf('reopen')}</Key>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-keyshortcuts={keyOf('pause_resume')}
          aria-label={nameWithReason(toggleLabel, reasons.toggle)}
          disabled={reasons.toggle !== null}
          onClick={() => onAction(toggle)}
        >
          {toggleLabel} <Key when={reasons.toggle}>{keyOf('pause_resume')}</Key>
        </Button>
        <Button
          variant="danger"
          size="sm"
          className="ml-auto"
          aria-label={nameWithReason('End sale', reasons.end)}
          disabled={reasons.end !== null}
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
