import { useQuery } from '@tanstack/react-query';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { PageLoader } from '../../../components/ui/page-loader';
import { formatDateTime } from '../../../lib/format';
import { formatDollars } from '../../../lib/money';
import { absenteeBidsQuery } from '../api/absentee-bids';
import { phoneBiddersQuery } from '../api/phone-bidders';
import { AbsenteeBidForm } from '../components/absentee-bid-form';
import { PhoneBidderForm } from '../components/phone-bidder-form';
import { SaleLayout, useSaleId } from '../components/sale-layout';

function PhoneBidders({ auctionId }: { auctionId: string }) {
  const phones = useQuery(phoneBiddersQuery(auctionId));
  return (
    <>
      <PhoneBidderForm auctionId={auctionId} />
      {phones.isError && (
        <Alert tone="error">The phone bidders could not be loaded. Please reload the page.</Alert>
      )}
      {phones.data && phones.data.data.length > 0 && (
        <Card className="p-5 sm:p-6">
          <h2 className="text-lg font-semibold">Phone bidders</h2>
          <ul
            aria-label="Phone bidders"
            className="mt-3 divide-y divide-slate-100 text-sm dark:divide-slate-800"
          >
            {phones.data.data.map((bidder) => (
              <li key={bidder.registration_id} className="py-2">
                <span className="font-semibold tabular-nums">Paddle {bidder.paddle}</span>{' '}
                {bidder.bidder_name} · {bidder.phone} · {bidder.line_staff} on the line ·{' '}
                {bidder.lot_numbers.length > 0 ? `lots ${bidder.lot_numbers.join(', ')}` : 'any lot'}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}

function AbsenteeBids({ auctionId }: { auctionId: string }) {
  const bids = useQuery(absenteeBidsQuery(auctionId));
  return (
    <SaleLayout auctionId={auctionId} title="Absentee and phone bidders">
      <PhoneBidders auctionId={auctionId} />
      <AbsenteeBidForm auctionId={auctionId} />
      {bids.isPending && <PageLoader />}
      {bids.isError && (
        <Alert tone="error">The absentee bids could not be loaded. Please reload the page.</Alert>
      )}
      {bids.data && bids.data.data.length === 0 && <p>No absentee bids have been left on this sale yet.</p>}
      {bids.data && bids.data.data.length > 0 && (
        <Card className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Absentee bids</caption>
            <thead className="border-b border-slate-200 dark:border-slate-800">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Lot
                </th>
                <th scope="col" className="px-4 py-3">
                  Paddle
                </th>
                <th scope="col" className="px-4 py-3">
                  Bidder
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Maximum
                </th>
                <th scope="col" className="px-4 py-3">
                  Left
                </th>
              </tr>
            </thead>
            <tbody>
              {bids.data.data.map((bid) => (
                <tr
                  key={`${bid.lot_id}-${bid.paddle}`}
                  className="border-b border-slate-100 last:border-0 dark:border-slate-800"
                >
                  <th scope="row" className="px-4 py-3 font-medium">
                    {bid.lot_number}{' '}
                    <span className="font-normal text-slate-600 dark:text-slate-300">{bid.lot_title}</span>
                  </th>
                  <td className="px-4 py-3 tabular-nums">{bid.paddle}</td>
                  <td className="px-4 py-3">{bid.bidder_name}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{formatDollars(bid.max_bid)}</td>
                  <td className="px-4 py-3">
                    {bid.entered_by ? `On paper, keyed in by ${bid.entered_by}` : 'Online'} ·{' '}
                    {formatDateTime(bid.placed_at)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </SaleLayout>
  );
}

/** A live sale's absentee maxima and phone bidders, with the desk's forms for both. */
export function AbsenteeBidsPage() {
  const auctionId = useSaleId();
  if (!auctionId) return <NotFoundPage />;
  return <AbsenteeBids auctionId={auctionId} />;
}
