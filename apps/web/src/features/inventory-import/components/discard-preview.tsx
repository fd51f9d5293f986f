import { useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { messageForError } from '../../../lib/http/messages';
import { useDiscardImport } from '../api/inventory-imports';

interface DiscardPreviewProps {
  id: string;
  fileName: string;
  label: string;
  /** Added for screen readers where the label alone does not say which file (a row of a list). */
  srLabel?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  onDiscarded?: () => void;
}

/** Throws away a preview staff will not confirm, asking once: the file and its column choices go. */
export function DiscardPreview({
  id,
  fileName,
  label,
  srLabel,
  variant = 'secondary',
  size,
  onDiscarded,
}: DiscardPreviewProps) {
  const discard = useDiscardImport(id);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setAsking(true)}>
        {label}
        {srLabel && <span className="sr-only"> {srLabel}</span>}
      </Button>
      {asking && (
        <ConfirmDialog
          title={`Discard ${fileName}?`}
          confirmLabel="Discard the preview"
          confirmVariant="danger"
          busy={discard.isPending}
          error={discard.error ? messageForError(discard.error) : null}
          onConfirm={() =>
            discard.mutate(undefined, {
              onSuccess: () => {
                setAsking(false);
                onDiscarded?.();
              },
            })
          }
          onCancel={() => {
            setAsking(false);
            discard.reset();
          }}
        >
          <p>
            Nothing was imported from this file. The uploaded file and the column choices are removed; upload
            it again to import it later.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
