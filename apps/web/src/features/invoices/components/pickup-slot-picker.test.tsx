import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../../test/render-app';
import { PickupSlotPicker, slotsByDay } from './pickup-slot-picker';

// November in Halifax is UTC-4: 14:00 UTC is 10 a.m., and 03:30 UTC on the 28th is still the 27th.
const slots = [
  { start: '2026-11-27T14:00:00.000Z', end: '2026-11-27T14:30:00.000Z', remaining: 6 },
  { start: '2026-11-27T14:30:00.000Z', end: '2026-11-27T15:00:00.000Z', remaining: 1 },
  { start: '2026-11-28T03:30:00.000Z', end: '2026-11-28T04:00:00.000Z', remaining: 2 },
  { start: '2026-11-30T14:00:00.000Z', end: '2026-11-30T14:30:00.000Z', remaining: 3 },
];

describe('slotsByDay', () => {
  it('groups slots by the house’s calendar day, not by UTC', () => {
    expect(slotsByDay(slots).map((day) => [day.day, day.slots.length])).toEqual([
      ['2026-11-27', 3],
      ['2026-11-30', 1],
    ]);
  });
});

function Picker({ initial = null }: { initial?: string | null }) {
  const [chosen, setChosen] = useState<string | null>(initial);
  return (
    <>
      <PickupSlotPicker slots={slots} legend="Book a pickup time" chosen={chosen} onChoose={setChosen} />
      <output>{chosen ?? 'none'}</output>
    </>
  );
}

describe('PickupSlotPicker', () => {
  it('shows the first day’s times, then another day’s once it is chosen', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <Picker /> }]);
    const days = within(screen.getByRole('group', { name: 'Book a pickup time: day' }));
    expect(days.getAllByRole('radio')).toHaveLength(2);
    const times = within(screen.getByRole('group', { name: /^Time on Fri/ }));
    expect(times.getAllByRole('radio')).toHaveLength(3);
    await user.click(times.getByRole('radio', { name: /1 place left/ }));
    expect(screen.getByText('2026-11-27T14:30:00.000Z')).toBeInTheDocument();
    await user.click(days.getByRole('radio', { name: /Mon/ }));
    expect(screen.getByText('none')).toBeInTheDocument();
    const monday = within(screen.getByRole('group', { name: /^Time on Mon/ }));
    expect(monday.getAllByRole('radio')).toHaveLength(1);
  });

  it('moves between days with the arrow keys, as one radio group, and names each time’s places', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <Picker /> }]);
    const days = within(screen.getByRole('group', { name: 'Book a pickup time: day' }));
    await user.click(days.getByRole('radio', { name: /Fri/ }));
    await user.keyboard('{ArrowRight}');
    expect(days.getByRole('radio', { name: /Mon/ })).toBeChecked();
    expect(days.getByRole('radio', { name: /Mon/ })).toHaveFocus();
    const monday = within(screen.getByRole('group', { name: /^Time on Mon/ }));
    expect(monday.getByRole('radio', { name: /3 places left/ })).toBeInTheDocument();
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByText('2026-11-30T14:00:00.000Z')).toBeInTheDocument();
  });

  it('opens on the day of a time already chosen', () => {
    renderRoutes([{ path: '/', element: <Picker initial="2026-11-30T14:00:00.000Z" /> }]);
    expect(screen.getByRole('radio', { name: /Mon/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /3 places left/ })).toBeChecked();
  });

  it('opens on the day of the time booked already and marks it', () => {
    renderRoutes([
      {
        path: '/',
        element: (
          <PickupSlotPicker
            slots={slots}
            legend="Choose another time"
            chosen={null}
            booked="2026-11-30T14:00:00.000Z"
            onChoose={() => {}}
          />
        ),
      },
    ]);
    expect(screen.getByRole('radio', { name: /Mon/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Your time now/ })).not.toBeChecked();
  });
});
