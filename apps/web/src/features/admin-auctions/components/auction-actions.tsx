import type { Auction } from '@auction/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { messageForError } from '../../../lib/http/messages';
import { notify } from '../../../lib/notify';
import { useCloneAuction, useDeleteAuction, usePublishAuction } from '../api/auction-mutations';
import { ConfirmDialog } from './confirm-dialog';

type Pending = 'publish' | 'delete' | null;

/** What staff can do with one auction: edit, lots, dashboard, and publish, clone or delete. */
export function AuctionActions({ auction }: { auction: Auction }) {
  const navigate = useNavigate();
  const publish = usePublishAuction();
  const clone = useCloneAuction();
  const remove = useDeleteAuction();
  const [pending, setPending] = useState<Pending>(null);
  const [publishError, setPublishError] = useState<string[] | null>(null);
  const isDraft = auction.status === 'draft';
  const closed = auction.status === 'closed' || auction.status === 'settled';
  const link = buttonClasses('secondary', 'sm');

  function close() {
    setPending(null);
    setPublishError(null);
  }

  function handlePublish() {
    publish.mutate(auction.id, {
      onSuccess: () => {
        notify.success(`${auction.title} is published.`);
        close();
      },
      onError: (error) => setPublishError(messageForError(error)),
    });
  }

  function handleClone() {
    clone.mutate(auction.id, {
      onSuccess: (copy) => {
        notify.success(`${copy.title} is ready to edit.`);
        void navigate(`/admin/auctions/${copy.id}/edit`);
      },
    });
  }

  function handleDelete() {
    remove.mutate(auction.id, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        close();
      },
      onSettled: () => setPending(null),
    });
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={`/admin/auctions/${auction.id}/edit`}
        className={link}
        aria-label={`${closed ? 'View' : 'Edit'} ${auction.title}`}
      >
        {closed ? 'View' : 'Edit'}
      </Link>
      <Link
        to={`/admin/auctions/${auction.id}/lots`}
        className={link}
        aria-label={`Lots of ${auction.title}`}
      >
        Lots
      </Link>
      <Link
        to={`/admin/auctions/${auction.id}/dashboard`}
        className={link}
        aria-label={`Dashboard of ${auction.title}`}
      >
        Dashboard
      </Link>
      {isDraft && (
        <Button size="sm" onClick={() => setPending('publish')} aria-label={`Publish ${auction.title}`}>
          Publish
        </Button>
      )}
      <Button
        size="sm"
        variant="secondary"
        loading={clone.isPending}
        onClick={handleClone}
        aria-label={`Clone ${auction.title}`}
      >
        Clone
      </Button>
      {isDraft && (
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 dark:text-red-400"
          onClick={() => setPending('delete')}
          aria-label={`Delete ${auction.title}`}
        >
          Delete
        </Button>
      )}
      {pending === 'publish' && (
        <ConfirmDialog
          title={`Publish ${auction.title}?`}
          confirmLabel="Publish"
          busy={publish.isPending}
          error={publishError}
          onConfirm={handlePublish}
          onCancel={close}
        >
          <p>
            Bidders will see it right away. Timed lots get their closing times from the end, one after
            another.
          </p>
        </ConfirmDialog>
      )}
      {pending === 'delete' && (
        <ConfirmDialog
          title={`Delete ${auction.title}?`}
          confirmLabel="Delete draft"
          confirmVariant="danger"
          busy={remove.isPending}
          onConfirm={handleDelete}
          onCancel={close}
        >
          <p>The draft and its lots are removed. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
