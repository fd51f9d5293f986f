import type { AnnounceAuctionBody } from '@auction/contracts';
import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { messageForError } from '../../../lib/http/messages';
import { useAnnounceAuction } from '../api/campaigns-api';

const audienceOptions = [
  { value: 'past_buyers', label: 'Past buyers' },
  { value: 'all_opted_in', label: 'Everyone who opted in' },
];

/** One action from an auction: drafts a "new auction" e-mail with its title, dates, link and lots. */
export function AnnounceAuctionButton({ auctionId }: { auctionId: string }) {
  const navigate = useNavigate();
  const announce = useAnnounceAuction(auctionId);
  const [open, setOpen] = useState(false);
  const [audience, setAudience] = useState<AnnounceAuctionBody['audience']>('past_buyers');
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Megaphone aria-hidden="true" className="size-4" />
        Announce this auction
      </Button>
      {open && (
        <ConfirmDialog
          title="Announce this auction by e-mail"
          confirmLabel="Draft the announcement"
          busy={announce.isPending}
          error={announce.error ? messageForError(announce.error) : null}
          onConfirm={() =>
            announce.mutate(
              { audience },
              { onSuccess: (draft) => navigate(`/admin/marketing/campaigns/${draft.id}`) },
            )
          }
          onCancel={() => {
            setOpen(false);
            announce.reset();
          }}
        >
          <p>
            A draft campaign is made with the auction’s title, dates, link and first lots; you can edit it
            before sending.
          </p>
          <SelectField
            label="Send to"
            options={audienceOptions}
            value={audience}
            onChange={(event) => setAudience(event.target.value as AnnounceAuctionBody['audience'])}
          />
        </ConfirmDialog>
      )}
    </>
  );
}
