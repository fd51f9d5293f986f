import { useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { timeZoneOptions } from '../../../lib/time-zones';
import { isLocalDateTime, zoneAbbreviation, zonedLocalToIso } from '../zoned-time';
import type { AuctionFieldsProps } from './form-types';

/** Start and end on the sale's own clock (Halifax by default), stagger and soft close. */
export function ScheduleFields({ register, errors, control }: AuctionFieldsProps) {
  const [zone, type, start, end] = useWatch({
    control,
    name: ['time_zone', 'type', 'start_local', 'end_local'],
  });
  const zones = timeZoneOptions(zone);
  const zoneName = zones.find((option) => option.value === zone)?.label ?? zone;
  // AST or ADT as it will be on the day typed, not today.
  const clock = (local: string) => {
    const at = isLocalDateTime(local) ? new Date(zonedLocalToIso(local, zone)) : new Date();
    return `${zoneName} time (${zoneAbbreviation(zone, at)})`;
  };
  return (
    <>
      <SelectField
        label="Time zone"
        options={zones}
        hint="The start and end below are on this clock."
        {...register('time_zone')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Start"
          type="datetime-local"
          optional
          hint={clock(start)}
          error={errors.start_local?.message}
          {...register('start_local')}
        />
        <TextField
          label="End"
          type="datetime-local"
          optional
          hint={type === 'timed' ? `${clock(end)}; the first lot closes then.` : clock(end)}
          error={errors.end_local?.message}
          {...register('end_local')}
        />
      </div>
      {type === 'timed' && (
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            label="Stagger (seconds)"
            type="number"
            min={0}
            inputMode="numeric"
            hint="Each next lot closes this much later."
            error={errors.stagger_seconds?.message}
            {...register('stagger_seconds', { valueAsNumber: true })}
          />
          <TextField
            label="Soft close window (seconds)"
            type="number"
            min={0}
            inputMode="numeric"
            hint="A bid this close to a lot's end extends it."
            error={errors.soft_close_window_seconds?.message}
            {...register('soft_close_window_seconds', { valueAsNumber: true })}
          />
          <TextField
            label="Extension (seconds)"
            type="number"
            min={0}
            inputMode="numeric"
            hint="The lot then ends this long after the bid."
            error={errors.soft_close_extension_seconds?.message}
            {...register('soft_close_extension_seconds', { valueAsNumber: true })}
          />
        </div>
      )}
    </>
  );
}
