import type { PickupSlot } from '@auction/contracts';
import { useId, useState } from 'react';
import { choiceOptionClasses } from '../../../components/ui/choice-option';

const dayKey = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'America/Halifax',
});
const dayName = new Intl.DateTimeFormat('en-CA', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'America/Halifax',
});
const clock = new Intl.DateTimeFormat('en-CA', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Halifax',
});

export interface SlotDay {
  /** `YYYY-MM-DD` in the house's time zone. */
  day: string;
  label: string;
  slots: PickupSlot[];
}

/** The free slots grouped by the house's calendar day, in the order they come. */
export function slotsByDay(slots: readonly PickupSlot[]): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    const start = new Date(slot.start);
    const day = dayKey.format(start);
    const entry = days.get(day) ?? { day, label: dayName.format(start), slots: [] };
    entry.slots.push(slot);
    days.set(day, entry);
  }
  return [...days.values()];
}

/**
 * A pickup time in two short steps that fit a phone: first a day with free times, then that
 * day's times. Both are native radio groups, so arrow keys move through them and a screen
 * reader names each group and option.
 */
export function PickupSlotPicker({
  slots,
  legend,
  chosen,
  booked = null,
  onChoose,
}: {
  slots: readonly PickupSlot[];
  legend: string;
  chosen: string | null;
  /** The time the buyer has booked already, if any: its day opens first and it is marked. */
  booked?: string | null;
  onChoose: (start: string | null) => void;
}) {
  const days = slotsByDay(slots);
  // Opens on the day of the time chosen or booked, if any, else the first day with free times.
  const opening = chosen ?? booked;
  const [day, setDay] = useState(opening ? dayKey.format(new Date(opening)) : (days[0]?.day ?? ''));
  const shown = days.find((entry) => entry.day === day) ?? days[0];
  const dayGroup = useId();
  const timeGroup = useId();
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium">{legend}: day</legend>
        <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {days.map((entry) => (
            <li key={entry.day}>
              <label className={choiceOptionClasses}>
                <input
                  type="radio"
                  name={dayGroup}
                  value={entry.day}
                  checked={shown?.day === entry.day}
                  onChange={() => {
                    setDay(entry.day);
                    onChoose(null);
                  }}
                  className="size-4"
                />
                <span>
                  {entry.label}
                  <span className="block text-xs text-slate-600 dark:text-slate-300">
                    {entry.slots.length === 1 ? '1 time' : `${entry.slots.length} times`}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {shown && (
        <fieldset>
          <legend className="text-sm font-medium">Time on {shown.label}</legend>
          <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {shown.slots.map((slot) => (
              <li key={slot.start}>
                <label className={choiceOptionClasses}>
                  <input
                    type="radio"
                    name={timeGroup}
                    value={slot.start}
                    checked={chosen === slot.start}
                    onChange={() => onChoose(slot.start)}
                    className="size-4"
                  />
                  <span>
                    {clock.format(new Date(slot.start))} to {clock.format(new Date(slot.end))}
                    <span className="block text-xs text-slate-600 dark:text-slate-300">
                      {slot.start === booked
                        ? 'Your time now'
                        : slot.remaining === 1
                          ? '1 place left'
                          : `${slot.remaining} places left`}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
