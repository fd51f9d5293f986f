import type { LotGroup } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../../components/ui/alert';
import { notify } from '../../../../lib/notify';
import { lotGroupsQuery, useTakeApartChoice } from '../../api/lot-groups';
import { ChoiceLotList } from './choice-lot-list';
import { choiceLotNumbers } from './choice-words';
import { OfferChoiceForm } from './offer-choice-form';

/**
 * A live sale's lots offered together: a choice (the winner picks from them in the room) or a
 * grouped lot (sold together for one hammer).
 * `locked`: the sale has started (or is over), so its choices are only shown.
 */
export function ChoiceLotsSection({ auctionId, locked }: { auctionId: string; locked: boolean }) {
  const groups = useQuery(lotGroupsQuery(auctionId));
  const takeApart = useTakeApartChoice(auctionId);

  function handleTakeApart(choice: LotGroup) {
    takeApart.mutate(choice.id, {
      onSuccess: () => notify.success(`${choiceLotNumbers(choice)} are offered one by one again.`),
    });
  }

  return (
    <section
      aria-labelledby="choice-lots-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="space-y-1">
        <h2 id="choice-lots-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Lots offered together
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          A choice lot is offered once: the winner picks one or more of its lots at the hammer price per lot,
          then the next bidders may take the rest. A grouped lot sells all its lots together for one hammer,
          split among their consignors equally or by estimate.
        </p>
      </div>
      {groups.isPending && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Loading the lots offered together.
        </p>
      )}
      {groups.isError && (
        <Alert tone="error">The lots offered together could not be loaded. Please reload the page.</Alert>
      )}
      {groups.data && (
        <ChoiceLotList
          choices={groups.data}
          takingApart={takeApart.isPending ? (takeApart.variables ?? null) : null}
          onTakeApart={locked ? null : handleTakeApart}
        />
      )}
      {!locked && <OfferChoiceForm auctionId={auctionId} />}
    </section>
  );
}
