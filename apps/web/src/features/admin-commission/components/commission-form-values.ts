import {
  type CommissionKind,
  type CommissionProfileBody,
  type CommissionProfileJson,
  commissionProfileBodySchema,
} from '@auction/contracts';
import type { CommissionTerms } from '@auction/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What the form holds: dollars and percent as staff type them (NaN while a box is empty). */
export interface CommissionFormValues {
  name: string;
  kind: CommissionKind;
  tiers: { from: number; rate: number }[];
  minimum: number;
  lot_fee: number;
  photo_fee: number;
  unsold_fee: number;
  is_default: boolean;
}

export const emptyCommissionForm: CommissionFormValues = {
  name: '',
  kind: 'flat',
  tiers: [{ from: 0, rate: 25 }],
  minimum: 0,
  lot_fee: 0,
  photo_fee: 0,
  unsold_fee: 0,
  is_default: false,
};

export function formValuesOf(profile: CommissionProfileJson): CommissionFormValues {
  return {
    name: profile.name,
    kind: profile.kind,
    tiers: profile.tiers.map((tier) => ({ from: tier.from_cents / 100, rate: tier.rate_bp / 100 })),
    minimum: profile.minimum_per_lot_cents / 100,
    lot_fee: profile.lot_fee_cents / 100,
    photo_fee: profile.photo_fee_cents / 100,
    unsold_fee: profile.unsold_fee_cents / 100,
    is_default: profile.is_default,
  };
}

/** Body field -> form field: the server's and the schema's messages land on the box staff typed in. */
const formFieldOf: Record<string, string> = {
  from_cents: 'from',
  rate_bp: 'rate',
  minimum_per_lot_cents: 'minimum',
  lot_fee_cents: 'lot_fee',
  photo_fee_cents: 'photo_fee',
  unsold_fee_cents: 'unsold_fee',
};
export function formPathOf(bodyPath: string): string {
  return bodyPath
    .split('.')
    .map((part) => formFieldOf[part] ?? part)
    .join('.');
}

/** Hundredths typed as a number, as a whole count of them; null when empty or with a third decimal. */
function hundredths(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const scaled = Math.round(value * 100);
  return Math.abs(value * 100 - scaled) < 1e-6 ? scaled : null;
}

type Problems = Record<string, string>;

/** The form's values as the API's body, or what is wrong with them, by form field. */
export function toCommissionBody(
  values: CommissionFormValues,
): { body: CommissionProfileBody; problems: null } | { body: null; problems: Problems } {
  const problems: Problems = {};
  const amount = (field: string, label: string, value: number) => {
    const cents = hundredths(value);
    if (cents === null) problems[field] = `${label} must be an amount in dollars and cents.`;
    return cents ?? 0;
  };
  const draft = {
    name: values.name,
    kind: values.kind,
    tiers: values.tiers.map((tier, index) => {
      const rate = hundredths(tier.rate);
      if (rate === null) problems[`tiers.${index}.rate`] = 'Enter a rate in percent, at most two decimals.';
      return {
        from_cents: amount(`tiers.${index}.from`, 'The "from" amount', tier.from),
        rate_bp: rate ?? 0,
      };
    }),
    minimum_per_lot_cents: amount('minimum', 'The minimum per lot', values.minimum),
    lot_fee_cents: amount('lot_fee', 'The lot fee', values.lot_fee),
    photo_fee_cents: amount('photo_fee', 'The photo fee', values.photo_fee),
    unsold_fee_cents: amount('unsold_fee', 'The unsold fee', values.unsold_fee),
    is_default: values.is_default,
  };
  const parsed = commissionProfileBodySchema.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = formPathOf(issue.path.join('.'));
      problems[path] ??= issue.message;
    }
  }
  if (Object.keys(problems).length > 0 || !parsed.success) return { body: null, problems };
  return { body: parsed.data, problems: null };
}

/** Checks the form with the API's own schema; the values handed on are the body to send. */
export const commissionResolver: Resolver<CommissionFormValues, unknown, CommissionProfileBody> = async (
  values,
) => {
  const result = toCommissionBody(values);
  if (result.body) return { values: result.body, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(result.problems)) {
    const parts = path.split('.');
    let at = errors;
    parts.slice(0, -1).forEach((part) => {
      at[part] ??= {};
      at = at[part] as Record<string, unknown>;
    });
    at[parts.at(-1) ?? path] = { type: 'validate', message };
  }
  return { values: {}, errors: errors as FieldErrors<CommissionFormValues> };
};

/** The terms the calculator works with while staff type: only the rows that make sense so far. */
export function termsOfForm(values: CommissionFormValues): CommissionTerms {
  const cents = (dollars: number) =>
    Number.isFinite(dollars) && dollars > 0 ? Math.round(dollars * 100) : 0;
  const tiers: { fromCents: number; rateBp: number }[] = [];
  for (const tier of values.tiers) {
    const fromCents = tiers.length === 0 ? 0 : cents(tier.from);
    const rateBp = Number.isFinite(tier.rate)
      ? Math.min(10_000, Math.max(0, Math.round(tier.rate * 100)))
      : 0;
    const last = tiers.at(-1);
    if (!last || fromCents > last.fromCents) tiers.push({ fromCents, rateBp });
  }
  return {
    kind: values.kind,
    tiers: values.kind === 'flat' ? tiers.slice(0, 1) : tiers,
    minimumPerLotCents: cents(values.minimum),
    lotFeeCents: cents(values.lot_fee),
    photoFeeCents: cents(values.photo_fee),
    unsoldFeeCents: cents(values.unsold_fee),
  };
}
