import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { AuctionFieldsProps } from './form-types';

/** Buyer's premium: one rate, or tiers by hammer price starting from $0. */
export function BuyerPremiumFields({ register, errors, control }: AuctionFieldsProps) {
  const kind = useWatch({ control, name: 'premium_kind' });
  const tiers = useFieldArray({ control, name: 'premium_tiers' });
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
          How the premium is charged
        </legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              value="flat"
              className="size-4 accent-harbour-700"
              {...register('premium_kind')}
            />
            One rate on every lot
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              value="tiered"
              className="size-4 accent-harbour-700"
              {...register('premium_kind')}
            />
            Tiers by hammer price
          </label>
        </div>
      </fieldset>
      {kind === 'flat' ? (
        <div className="max-w-xs">
          <TextField
            label="Buyer's premium (%)"
            inputMode="decimal"
            hint="Added to the hammer price, e.g. 15."
            error={errors.premium_rate?.message}
            {...register('premium_rate')}
          />
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Each tier's rate applies to the slice of the hammer price inside it: with 18% from $0 and 12% from
            $1,000, a $1,500 hammer pays 18% of $1,000 and 12% of $500. A higher hammer never pays less
            premium.
          </p>
          {tiers.fields.map((tier, index) => (
            <div key={tier.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-3">
              <TextField
                label={`Tier ${index + 1} from ($)`}
                inputMode="decimal"
                readOnly={index === 0}
                error={errors.premium_tiers?.[index]?.from?.message}
                {...register(`premium_tiers.${index}.from`)}
              />
              <TextField
                label={`Tier ${index + 1} rate (%)`}
                inputMode="decimal"
                error={errors.premium_tiers?.[index]?.rate?.message}
                {...register(`premium_tiers.${index}.rate`)}
              />
              <Button
                variant="ghost"
                className="mt-7"
                aria-label={`Remove tier ${index + 1}`}
                disabled={index === 0}
                onClick={() => tiers.remove(index)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </div>
          ))}
          <Button variant="secondary" size="sm" onClick={() => tiers.append({ from: '', rate: '' })}>
            <Plus aria-hidden="true" className="size-4" />
            Add tier
          </Button>
        </div>
      )}
    </div>
  );
}
