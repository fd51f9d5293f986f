import type { Campaign } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { Send, TestTube, Trash2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { messageForError } from '../../../lib/http/messages';
import { notify } from '../../../lib/notify';
import {
  audienceSizeQuery,
  useCancelCampaign,
  useDeleteCampaign,
  useSendCampaign,
  useTestSend,
} from '../api/campaigns-api';

type Asking = 'send' | 'cancel' | 'delete' | null;

/** Test send, send (after confirming how many people), cancel a send, delete a draft. */
export function CampaignActions({ campaign }: { campaign: Campaign }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Asking>(null);
  const isDraft = campaign.status === 'draft';
  const size = useQuery({ ...audienceSizeQuery(campaign.audience), enabled: isDraft && asking === 'send' });
  const testSend = useTestSend(campaign.id);
  const send = useSendCampaign(campaign.id);
  const cancel = useCancelCampaign(campaign.id);
  const remove = useDeleteCampaign(campaign.id);
  const count = size.data?.count;
  const close = () => {
    setAsking(null);
    send.reset();
    cancel.reset();
    remove.reset();
  };

  return (
    <div className="flex flex-wrap gap-2">
      {isDraft && (
        <>
          <Button
            variant="secondary"
            loading={testSend.isPending}
            onClick={() =>
              testSend.mutate(undefined, {
                onSuccess: ({ to }) => notify.success(`Test sent to ${to}.`),
                onError: (error) => notify.error(messageForError(error).join(' ')),
              })
            }
          >
            <TestTube aria-hidden="true" className="size-4" />
            Send a test to me
          </Button>
          <Button onClick={() => setAsking('send')}>
            <Send aria-hidden="true" className="size-4" />
            Send campaign
          </Button>
          <Button variant="secondary" onClick={() => setAsking('delete')}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete draft
          </Button>
        </>
      )}
      {campaign.status === 'sending' && (
        <Button variant="secondary" onClick={() => setAsking('cancel')}>
          <XCircle aria-hidden="true" className="size-4" />
          Stop sending
        </Button>
      )}
      {asking === 'send' && (
        <ConfirmDialog
          title="Send this campaign?"
          confirmLabel={count === undefined ? 'Send' : `Send to ${count.toLocaleString('en-CA')}`}
          busy={send.isPending || size.isPending}
          error={send.error ? messageForError(send.error) : null}
          onConfirm={() =>
            send.mutate(undefined, {
              onSuccess: (sent) => {
                close();
                notify.success(`Sending to ${sent.recipients_count.toLocaleString('en-CA')} people.`);
              },
            })
          }
          onCancel={close}
        >
          <p>
            {count === undefined
              ? 'Counting the people who would get it…'
              : `It goes to ${count.toLocaleString('en-CA')} ${count === 1 ? 'person' : 'people'} who agreed to marketing e-mail, ${campaign.rate_per_minute.toLocaleString('en-CA')} a minute. It cannot be changed once sending starts.`}
          </p>
        </ConfirmDialog>
      )}
      {asking === 'cancel' && (
        <ConfirmDialog
          title="Stop sending?"
          confirmLabel="Stop sending"
          confirmVariant="danger"
          busy={cancel.isPending}
          error={cancel.error ? messageForError(cancel.error) : null}
          onConfirm={() => cancel.mutate(undefined, { onSuccess: close })}
          onCancel={close}
        >
          <p>Mails already handed to the mail queue still go out; nobody else gets this campaign.</p>
        </ConfirmDialog>
      )}
      {asking === 'delete' && (
        <ConfirmDialog
          title="Delete this draft?"
          confirmLabel="Delete draft"
          confirmVariant="danger"
          busy={remove.isPending}
          error={remove.error ? messageForError(remove.error) : null}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                notify.success('Draft deleted.');
                navigate('/admin/marketing');
              },
            })
          }
          onCancel={close}
        >
          <p>{campaign.name} is deleted for good.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
