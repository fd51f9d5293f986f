import { useWatch } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import type { AuctionFieldsProps } from './form-types';

const pickupChoices = [
  { value: 'house', label: "The house's pickup hours, any day after the sale" },
  { value: 'window', label: 'A pickup window: these days, these hours' },
  { value: 'appointment', label: 'By appointment only' },
] as const;

/**
 * The sale's buyer terms: when payment is due after the close, when the goods are collected, and
 * whether the house ships them. Every invoice of the sale keeps them as they are when it is issued.
 */
export function BuyerTermsFields({ register, errors, control }: AuctionFieldsProps) {
  const kind = useWatch({ control, name: 'pickup_kind' });
  return (
    <div className="space-y-5">
      <div className="max-w-xs">
        <TextField
          label="Payment due (hours after the close)"
          optional
          inputMode="numeric"
          hint="48 is two days. Leave empty for the house's payment terms."
          error={errors.payment_due_hours?.message}
          {...register('payment_due_hours')}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Pickup</legend>
        <div className="space-y-2 text-sm">
          {pickupChoices.map((choice) => (
            <label key={choice.value} className="flex items-center gap-2">
              <input
                type="radio"
                value={choice.value}
                className="size-4 accent-harbour-700"
                {...register('pickup_kind')}
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'window' && (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            label="First pickup day"
            type="date"
            error={errors.pickup_from?.message}
            {...register('pickup_from')}
          />
          <TextField
            label="Last pickup day"
            type="date"
            error={errors.pickup_until?.message}
            {...register('pickup_until')}
          />
          <TextField
            label="Opens"
            type="time"
            error={errors.pickup_opens?.message}
            {...register('pickup_opens')}
          />
          <TextField
            label="Closes"
            type="time"
            error={errors.pickup_closes?.message}
            {...register('pickup_closes')}
          />
        </div>
      )}
      {kind === 'appointment' && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Buyers book no time online: their invoice tells them to call or write to the office.
        </p>
      )}
      <CheckboxField
        label="Shipping offered"
        description="Buyers may ask on their invoice for the lots to be shipped; staff quote it."
        {...register('shipping_offered')}
      />
    </div>
  );
}
