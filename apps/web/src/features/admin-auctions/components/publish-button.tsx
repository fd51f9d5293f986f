import type { Auction } from '@auction/contracts';
import { useState } from 'react';
import { Button, type ButtonSize } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { messageForError } from '../../../lib/http/messages';
import { notify } from '../../../lib/notify';
import { usePublishAuction } from '../api/auction-mutations';

/** Publish a draft after confirming; a refusal (no lots, no start or end) stays in the dialog. */
export function PublishButton({ auction, size = 'sm' }: { auction: Auction; size?: ButtonSize }) {
  const publish = usePublishAuction();
  const [open, setOpen] = useState(false);
  const [problems, setProblems] = useState<string[] | null>(null);

  function close() {
    setOpen(false);
    setProblems(null);
  }

  function handlePublish() {
    publish.mutate(auction.id, {
      onSuccess: () => {
        notify.success(`${auction.title} is published.`);
        close();
      },
      onError: (error) => setProblems(messageForError(error)),
    });
  }

  if (auction.status !== 'draft') return null;
  return (
    <>
      <Button size={size} onClick={() => setOpen(true)} aria-label={`Publish ${auction.title}`}>
        Publish
      </Button>
      {open && (
        <ConfirmDialog
          title={`Publish ${auction.title}?`}
          confirmLabel="Publish"
          busy={publish.isPending}
          error={problems}
          onConfirm={handlePublish}
          onCancel={close}
        >
          <p>
            Bidders will see it right away. Timed lots get their closing times from the end, one after
            another.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
