import type { LiveSnapshot } from '@auction/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { serverMessageOf } from '../../../lib/http/messages';
import { useLeaveAbsenteeBid } from '../api/live-room-api';
import { formatLiveAmount } from '../live-room-state';
import { RoomSection } from './room-lists';

type UpcomingLot = LiveSnapshot['upcoming_lots'][number];

/** Reads a dollar amount typed by a bidder: "1,250" or "$1250.50"; null when it is not one. */
export function parseDollars(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value > 0 ? value : null;
}

/** A registered bidder's absentee maximum on a lot still to come; it bids for them when the lot opens. */
function AbsenteeForm({ lot }: { lot: UpcomingLot }) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const leave = useLeaveAbsenteeBid(lot.lot_id);

  function submit(event: FormEvent) {
    event.preventDefault();
    const amount = parseDollars(text);
    if (amount === null) return setProblem('Enter your maximum in dollars, for example 250.');
    if (amount < lot.starting_bid) {
      return setProblem(
        `Your maximum must be at least the starting bid, ${formatLiveAmount(lot.starting_bid)}.`,
      );
    }
    setProblem(null);
    leave.mutate(amount, {
      onSuccess: (bid) => {
        setSaved(bid.max_bid);
        setText('');
      },
      onError: (error) => setProblem(serverMessageOf(error) ?? 'Your maximum could not be saved. Try again.'),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="mt-2 space-y-1">
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Your maximum for lot {lot.lot_number}
        </label>
        <input
          id={inputId}
          inputMode="decimal"
          autoComplete="off"
          placeholder={`Your maximum, from ${formatLiveAmount(lot.starting_bid)}`}
          // biome-ignore lint/a11y/noAutofocus: the bidder just asked for this field
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problem ? true : undefined}
          className="h-11 min-w-0 flex-1 rounded-md border sm:h-9 border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-950"
        />
        <Button type="submit" size="sm" variant="secondary" loading={leave.isPending}>
          Save<span className="sr-only"> maximum for lot {lot.lot_number}</span>
        </Button>
      </div>
      {problem && (
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
      {saved !== null && !problem && (
        <p role="status" className="text-xs text-emerald-800 dark:text-emerald-300">
          Your maximum: {formatLiveAmount(saved)}. It bids for you, one step at a time, when this lot opens.
        </p>
      )}
    </form>
  );
}

/** One lot to come; an approved bidder opens the absentee form from it. */
function UpcomingLotRow({ lot, canLeave: mayLeave }: { lot: UpcomingLot; canLeave: boolean }) {
  const [open, setOpen] = useState(false);
  // A lot of a choice or grouped lot is bid on as its first lot; a maximum on another would never bid.
  const lead = (lot.choice_lots ?? lot.grouped_lots)?.[0];
  const leadNumber = lead && lead.lot_id !== lot.lot_id ? lead.lot_number : null;
  const canLeave = mayLeave && leadNumber === null;
  const groupedWith = lot.grouped_lots && lot.grouped_lots.length > 1 ? lot.grouped_lots : null;
  return (
    <li className="py-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="min-w-0">
          <span className="block">
            Lot {lot.lot_number}: {lot.title}
          </span>
          <span className="block text-xs text-slate-500 tabular-nums dark:text-slate-400">
            {leadNumber !== null
              ? groupedWith
                ? `Sold together with lot ${leadNumber}: bid there, one bid for all.`
                : `Offered in the choice of lot ${leadNumber}: bid there, then pick it.`
              : groupedWith
                ? `Starting bid ${formatLiveAmount(lot.starting_bid)} for lots ${groupedWith.map((entry) => entry.lot_number).join(', ')} together`
                : `Starting bid ${formatLiveAmount(lot.starting_bid)}`}
          </span>
        </span>
        {canLeave && (
          <Button
            size="sm"
            variant="ghost"
            className="shrink-0"
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
          >
            {/* The name starts with the words on the button, so a voice user can say what they see. */}
            {open ? 'Close' : 'Leave max'}
            <span className="sr-only">
              {open ? ` the maximum for lot ${lot.lot_number}` : ` on lot ${lot.lot_number}`}
            </span>
          </Button>
        )}
      </div>
      {canLeave && open && <AbsenteeForm lot={lot} />}
    </li>
  );
}

const shownAtFirst = 5;

/** The next lots in sale order; approved bidders may leave an absentee maximum on each. */
export function UpcomingLots({ room }: { room: LiveSnapshot }) {
  const canLeave = room.viewer.can_bid && room.sale_status !== 'ended';
  const [all, setAll] = useState(false);
  const lots = all ? room.upcoming_lots : room.upcoming_lots.slice(0, shownAtFirst);
  return (
    <RoomSection title="Upcoming lots">
      {room.upcoming_lots.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No more lots in this sale.</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {lots.map((lot) => (
              <UpcomingLotRow key={lot.lot_id} lot={lot} canLeave={canLeave} />
            ))}
          </ul>
          {room.upcoming_lots.length > shownAtFirst && (
            <Button
              size="sm"
              variant="secondary"
              className="mt-2 w-full"
              onClick={() => setAll((value) => !value)}
            >
              {all ? 'Show fewer' : `Show all ${room.upcoming_lots.length}`}
            </Button>
          )}
        </>
      )}
    </RoomSection>
  );
}
