import { z } from 'zod';

const dollarPattern = /^\d{1,9}(\.\d{1,2})?$/;

/** Whole cents of a typed dollar amount such as "12", "12.5" or "1,250.00". */
export function toCents(text: string): number {
  const [whole = '0', fraction = ''] = text.replaceAll(',', '').trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

const clean = (text: string) => text.replaceAll(',', '').trim();

/** A required dollar amount typed as text, e.g. "250" or "249.99". */
export const dollarsText = (label: string) =>
  z
    .string()
    .refine((text) => clean(text) !== '', `${label} is required.`)
    .refine(
      (text) => clean(text) === '' || dollarPattern.test(clean(text)),
      `${label} must be an amount in dollars, e.g. 250 or 249.99.`,
    );

/** An optional dollar amount: empty means none. */
export const centsText = (label: string) =>
  z
    .string()
    .refine(
      (text) => clean(text) === '' || dollarPattern.test(clean(text)),
      `${label} must be an amount in dollars, e.g. 250 or 249.99.`,
    );

/** Cents shown as a plain editable amount: 125000 -> "1250", 12550 -> "125.50". */
export function centsToText(cents: number | null | undefined): string {
  if (cents == null) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
