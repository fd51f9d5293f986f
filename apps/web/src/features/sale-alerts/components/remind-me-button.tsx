import type { Auction } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { Bell, BellOff } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/use-auth';
import { notify } from '../../../lib/notify';
import { saleReminderQuery, useToggleReminder } from '../api/sale-reminder';

/** "Remind me when it opens" on a sale not yet open: one e-mail when bidding opens or the live sale starts. */
export function RemindMeButton({ auction }: { auction: Pick<Auction, 'id' | 'status' | 'title'> }) {
  const { user } = useAuth();
  const location = useLocation();
  if (auction.status !== 'scheduled') return null;
  if (!user) {
    const from = location.pathname + location.search;
    return (
      <Link
        to={`/login?redirect=${encodeURIComponent(from)}`}
        state={{ from }}
        className={buttonClasses('secondary', 'md')}
      >
        <Bell aria-hidden="true" className="size-4" /> Sign in to be reminded
      </Link>
    );
  }
  return <ReminderToggle auctionId={auction.id} title={auction.title} />;
}

function ReminderToggle({ auctionId, title }: { auctionId: string; title: string }) {
  const reminder = useQuery(saleReminderQuery(auctionId));
  const toggle = useToggleReminder(auctionId);
  const isReminded = reminder.data?.reminded ?? false;
  return (
    <Button
      variant="secondary"
      aria-pressed={isReminded}
      loading={toggle.isPending}
      disabled={reminder.isPending}
      onClick={() =>
        toggle.mutate(!isReminded, {
          onSuccess: (answer) =>
            notify.success(
              answer.reminded ? `We will e-mail you when ${title} opens.` : 'Reminder turned off.',
            ),
        })
      }
    >
      {isReminded ? (
        <>
          <BellOff aria-hidden="true" className="size-4" /> Reminder on: turn off
        </>
      ) : (
        <>
          <Bell aria-hidden="true" className="size-4" /> Remind me when it opens
        </>
      )}
    </Button>
  );
}
