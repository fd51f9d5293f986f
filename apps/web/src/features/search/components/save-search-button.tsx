import { BellPlus, Check } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/use-auth';
import { notify } from '../../../lib/notify';
import { useSaveSearch } from '../api/saved-searches';

/** "Save this search" for a signed-in bidder (alerted when a new lot matches); a sign-in link otherwise. */
export function SaveSearchButton({ query, category }: { query: string; category: string }) {
  const { user } = useAuth();
  const location = useLocation();
  const save = useSaveSearch();
  if (!user) {
    const from = location.pathname + location.search;
    return (
      <Link
        to={`/login?redirect=${encodeURIComponent(from)}`}
        state={{ from }}
        className={buttonClasses('secondary', 'md')}
      >
        <BellPlus aria-hidden="true" className="size-4" /> Sign in to save this search
      </Link>
    );
  }
  const isSaved = save.isSuccess && save.variables?.query === query;
  return (
    <Button
      variant="secondary"
      loading={save.isPending}
      disabled={isSaved}
      onClick={() =>
        save.mutate(
          { query, category: category || null },
          { onSuccess: () => notify.success('Search saved. We will e-mail you when a new lot matches.') },
        )
      }
    >
      {isSaved ? (
        <>
          <Check aria-hidden="true" className="size-4" /> Search saved
        </>
      ) : (
        <>
          <BellPlus aria-hidden="true" className="size-4" /> Save this search
        </>
      )}
    </Button>
  );
}
