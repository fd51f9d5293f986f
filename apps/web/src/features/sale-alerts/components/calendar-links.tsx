import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { downloadFile } from '../api/sale-reminder';

/** "Add to calendar" for a published sale: a public calendar file, opened by the phone's calendar. */
export function SaleCalendarLink({ auctionId }: { auctionId: string }) {
  return (
    <a href={`/api/auctions/${auctionId}/calendar.ics`} download className={buttonClasses('secondary', 'md')}>
      <CalendarPlus aria-hidden="true" className="size-4" /> Add to calendar
    </a>
  );
}

/** "Add to calendar" for a booked pickup: the file is the buyer's own, so it is fetched signed in. */
export function PickupCalendarButton({ invoiceId, number }: { invoiceId: string; number: string | null }) {
  const [isLoading, setLoading] = useState(false);
  async function handleClick() {
    setLoading(true);
    try {
      await downloadFile(`/api/invoices/${invoiceId}/pickup.ics`, `pickup-${number ?? invoiceId}.ics`);
    } catch {
      notify.error('The calendar file could not be downloaded. Please try again.');
    } finally {
      setLoading(false);
    }
  }
  return (
    <Button variant="secondary" loading={isLoading} onClick={handleClick}>
      <CalendarPlus aria-hidden="true" className="size-4" /> Add pickup to calendar
    </Button>
  );
}
