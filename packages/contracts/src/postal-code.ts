import type { z } from 'zod';

/** Canada Post's shape: letter digit letter, digit letter digit; D, F, I, O, Q, U never appear. */
const canadianCompact = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/;

/** A country written as the house's forms take it: `CA`, `Canada`, or blank (the house is Canadian). */
export function isCanada(country: string | undefined): boolean {
  return /^(|ca|canada)$/i.test((country ?? '').trim());
}

/**
 * A postal code written the standard way: a Canadian code upper case with one space (`b2y1h1`
 * and `B2Y-1H1` become `B2Y 1H1`); anything else (a US ZIP, a code abroad) as typed, trimmed.
 */
export function normalisePostalCode(code: string): string {
  const trimmed = code.trim();
  const compact = trimmed.replace(/[\s-]+/g, '').toUpperCase();
  return canadianCompact.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : trimmed;
}

export const canadianPostalCodeMessage = 'Enter a Canadian postal code such as B2Y 4G9.';

/** Why a postal code cannot be kept for this country, or null. Blank is allowed (not given). */
export function postalCodeProblem(code: string, country: string | undefined): string | null {
  const written = normalisePostalCode(code);
  if (written === '' || !isCanada(country)) return null;
  return canadianCompact.test(written.replace(' ', '')) ? null : canadianPostalCodeMessage;
}

type AddressLike = { postal_code?: string | undefined; country?: string | undefined };

/**
 * Every address form's schema passes through this: a Canadian code that is not one is refused on
 * `postal_code` (a 422 with the field map), and the code is kept written the standard way. Without
 * a country (a partial update) the code is only written the standard way.
 */
export function withPostalCode<T extends z.ZodType<AddressLike, AddressLike>>(schema: T): T {
  return schema
    .superRefine((address, ctx) => {
      if (address.postal_code === undefined || address.country === undefined) return;
      const problem = postalCodeProblem(address.postal_code, address.country);
      if (problem) ctx.addIssue({ code: 'custom', path: ['postal_code'], message: problem });
    })
    .overwrite((address) =>
      address.postal_code === undefined
        ? address
        : { ...address, postal_code: normalisePostalCode(address.postal_code) },
    ) as T;
}
