import { z } from 'zod';
import type { StaffRegistration } from './api/registrations';

/** Paddle and bidding limit as typed; the limit in dollars, blank for none. */
export const registrationEditSchema = z.object({
  paddle_number: z
    .string()
    .trim()
    .min(1, 'Enter a paddle number.')
    .regex(/^\d+$/, 'The paddle number must be a whole number.')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, 'The paddle number must be at least 1.')
        .max(99_999, 'The paddle number may not be more than 99999.'),
    ),
  bidding_limit: z
    .string()
    .trim()
    .refine(
      (text) => text === '' || /^\d+(\.\d{1,2})?$/.test(text.replaceAll(',', '')),
      'Enter the bidding limit in dollars, like 2500 or 2500.50, or leave it blank for no limit.',
    )
    .transform((text) => (text === '' ? null : Math.round(Number(text.replaceAll(',', '')) * 100))),
});
export type RegistrationEditInput = z.input<typeof registrationEditSchema>;
export type RegistrationEditValues = z.output<typeof registrationEditSchema>;

export function toEditInput(registration: StaffRegistration): RegistrationEditInput {
  return {
    paddle_number: String(registration.paddle_number),
    bidding_limit:
      registration.bidding_limit_cents === null ? '' : (registration.bidding_limit_cents / 100).toFixed(2),
  };
}
