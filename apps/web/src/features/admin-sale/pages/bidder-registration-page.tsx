import type { StaffRegistrationPage } from '@auction/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { type ListSource, ServerDataTable } from '../../../components/data-table';
import type { ListParams } from '../../../components/data-table/list-params';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { formatDateTime } from '../../../lib/format';
import { fetchRegistrationPage, type StaffRegistration } from '../api/registrations';
import { saleKeys } from '../api/sale-queries';
import { DepositCell } from '../components/deposit-cell';
import { FloorBuyers } from '../components/floor-buyers';
import { FloorRegistrationForm } from '../components/floor-registration-form';
import {
  RegistrationDecision,
  RegistrationForm,
  RegistrationStatusBadge,
  registrationStatusLabel,
} from '../components/registration-cells';
import { SaleLayout, useSaleId } from '../components/sale-layout';

function registrationColumns(auctionId: string): ColumnDef<StaffRegistration>[] {
  return [
    {
      id: 'name',
      header: 'Bidder',
      enableSorting: true,
      meta: { rowHeader: true, className: 'min-w-[12rem]', csv: (r) => r.name },
      cell: ({ row: { original: registration } }) => (
        <>
          <span className="block font-semibold text-slate-900 dark:text-white">{registration.name}</span>
          <span className="block text-slate-600 dark:text-slate-400">{registration.email}</span>
        </>
      ),
    },
    { id: 'email', header: 'E-mail', meta: { csvOnly: true, csv: (r) => r.email } },
    {
      id: 'paddle_number',
      header: 'Paddle',
      enableSorting: true,
      meta: { align: 'right', csv: (r) => r.paddle_number },
      cell: ({ row }) => row.original.paddle_number,
    },
    {
      id: 'status',
      header: 'Status',
      enableSorting: true,
      meta: { csv: (r) => registrationStatusLabel(r.status) },
      cell: ({ row }) => <RegistrationStatusBadge status={row.original.status} />,
    },
    {
      id: 'registered_at',
      header: 'Registered',
      enableSorting: true,
      meta: { className: 'whitespace-nowrap', csv: (r) => r.terms_accepted_at },
      cell: ({ row }) => formatDateTime(row.original.terms_accepted_at),
    },
    {
      id: 'bidding_limit',
      header: 'Paddle and bidding limit',
      meta: {
        label: 'Bidding limit ($)',
        csv: (r) => (r.bidding_limit_cents === null ? '' : (r.bidding_limit_cents / 100).toFixed(2)),
      },
      cell: ({ row }) => <RegistrationForm auctionId={auctionId} registration={row.original} />,
    },
    {
      id: 'deposit',
      header: 'Deposit and card',
      meta: { csv: () => '' },
      cell: ({ row }) => <DepositCell auctionId={auctionId} registration={row.original} />,
    },
    {
      id: 'decision',
      header: 'Decision',
      cell: ({ row }) => <RegistrationDecision auctionId={auctionId} registration={row.original} />,
    },
  ];
}

const statusFilter = (answer: StaffRegistrationPage | undefined) => {
  const counts = answer?.counts;
  const label = (text: string, count: number | undefined) =>
    count === undefined ? text : `${text} (${count})`;
  return [
    { value: '', label: label('All', counts?.all) },
    { value: 'pending', label: label('Pending', counts?.pending) },
    { value: 'approved', label: label('Approved', counts?.approved) },
    { value: 'rejected', label: label('Rejected', counts?.rejected) },
  ];
};

function emptyMessage({ q, filters }: ListParams): string {
  return q || filters.status ? 'No registrations match.' : 'No one has registered for this auction yet.';
}

function BidderRegistration({ auctionId }: { auctionId: string }) {
  const source: ListSource<StaffRegistration, StaffRegistrationPage> = {
    key: saleKeys.registrations(auctionId),
    fetchPage: (params) => fetchRegistrationPage(auctionId, params),
  };
  return (
    <SaleLayout auctionId={auctionId} title="Bidder registration">
      <FloorRegistrationForm auctionId={auctionId} />
      <FloorBuyers auctionId={auctionId} />
      <ServerDataTable
        label="Registrations"
        noun={{ one: 'registration', other: 'registrations' }}
        columns={registrationColumns(auctionId)}
        getRowId={(registration) => registration.id}
        source={source}
        defaults={{ sort: 'paddle_number', order: 'asc', per_page: 50, filters: ['status'] }}
        searchLabel="Search bidders by name, e-mail or paddle"
        filters={[{ name: 'status', label: 'Show registrations', options: statusFilter, style: 'buttons' }]}
        csvFileName={`registrations-${auctionId}.csv`}
        emptyMessage={emptyMessage}
        errorMessage="The registrations could not be loaded. Please reload the page."
        minWidth="min-w-[64rem]"
      />
    </SaleLayout>
  );
}

/** Staff approve or reject bidders for an auction and set their paddles and bidding limits. */
export function BidderRegistrationPage() {
  const auctionId = useSaleId();
  if (!auctionId) return <NotFoundPage />;
  return <BidderRegistration auctionId={auctionId} />;
}
