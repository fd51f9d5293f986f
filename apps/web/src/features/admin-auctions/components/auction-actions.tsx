import type { Auction } from '@auction/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../lib/notify';
import { useCloneAuction, useDeleteAuction } from '../api/auction-mutations';
import { PublishButton } from './publish-button';

/** What staff can do with one auction: edit, lots, dashboard, and publish, clone or delete. */
export function AuctionActions({ auction }: { auction: Auction }) {
  const navigate = useNavigate();
  const clone = useCloneAuction();
  const remove = useDeleteAuction();
  const [deleting, setDeleting] = useState(false);
  const isDraft = auction.status === 'draft';
  const closed = auction.status === 'closed' || auction.status === 'settled';
  const link = buttonClasses('secondary', 'sm');

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
      onSuccess: (answer) => notify.success(answer.message),
      onSettled: () => setDeleting(false),
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
      <PublishButton auction={auction} />
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
          onClick={() => setDeleting(true)}
          aria-label={`Delete ${auction.title}`}
        >
          Delete
        </Button>
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${auction.title}?`}
          confirmLabel="Delete draft"
          confirmVariant="danger"
          busy={remove.isPending}
          onConfirm={handleDelete}
          onCancel={() => setDeleting(false)}
        >
          <p>The draft and its lots are removed. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
