import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useMemo, useState } from 'react';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { Alert } from '../../../components/ui/alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { TextField } from '../../../components/ui/text-field';
import { registrationsQuery, type StaffRegistration } from '../api/registrations';
import { RegistrationCard } from '../components/registration-card';
import { SaleLayout, useSaleId } from '../components/sale-layout';

type Filter = 'all' | StaffRegistration['status'];
const filters: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

function matches(registration: StaffRegistration, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (text === '') return true;
  return (
    registration.name.toLowerCase().includes(text) ||
    registration.email.toLowerCase().includes(text) ||
    String(registration.paddle_number) === text
  );
}

function BidderRegistration({ auctionId }: { auctionId: string }) {
  const registrations = useQuery(registrationsQuery(auctionId));
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const all = registrations.data ?? [];
  const countOf = (value: Filter) =>
    value === 'all' ? all.length : all.filter((r) => r.status === value).length;
  const shown = useMemo(
    () =>
      (registrations.data ?? [])
        .filter((r) => (filter === 'all' || r.status === filter) && matches(r, search))
        .sort((a, b) => a.paddle_number - b.paddle_number),
    [registrations.data, filter, search],
  );

  return (
    <SaleLayout auctionId={auctionId} title="Bidder registration">
      {registrations.isPending && <PageLoader />}
      {registrations.isError && (
        <Alert tone="error">The registrations could not be loaded. Please reload the page.</Alert>
      )}
      {registrations.data && (
        <div className="space-y-4">
          <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
            <fieldset className="flex flex-wrap gap-2">
              <legend className="sr-only">Show registrations</legend>
              {filters.map((option) => (
                <button
                  key={option.value}
                  type="button"
                  aria-pressed={filter === option.value}
                  onClick={() => setFilter(option.value)}
                  className={clsx(
                    'rounded-full border px-3 py-1.5 text-sm font-medium',
                    filter === option.value
                      ? 'border-harbour-800 bg-harbour-800 text-white dark:border-harbour-300 dark:bg-harbour-300 dark:text-harbour-950'
                      : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800',
                  )}
                >
                  {option.label} ({countOf(option.value)})
                </button>
              ))}
            </fieldset>
            <div className="md:w-72">
              <TextField
                label="Search bidders"
                type="search"
                placeholder="Name, e-mail or paddle"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
          </div>
          {shown.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-400">
              {all.length === 0 ? 'No one has registered for this auction yet.' : 'No registrations match.'}
            </p>
          ) : (
            <ul aria-label="Registrations" className="space-y-3">
              {shown.map((registration) => (
                <RegistrationCard key={registration.id} auctionId={auctionId} registration={registration} />
              ))}
            </ul>
          )}
        </div>
      )}
    </SaleLayout>
  );
}

/** Staff approve or reject bidders for an auction and set their paddles and bidding limits. */
export function BidderRegistrationPage() {
  const auctionId = useSaleId();
  if (!auctionId) return <NotFoundPage />;
  return <BidderRegistration auctionId={auctionId} />;
}
