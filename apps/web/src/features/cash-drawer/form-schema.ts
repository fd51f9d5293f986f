import { drawerCountBodySchema } from '@auction/contracts';
import { type DrawerFigures, drawerNeedsNote, drawerOverShort } from '@auction/domain';
import { z } from 'zod';
import { centsText, dollarsText, toCents } from '../../lib/money-text';

/*
 * The count form keeps the body's own field names, so a 422 from the server lands on the field it
 * names. Amounts are typed in dollars, turned into cents, then checked by the contract's schema.
 */
const amountOrZero = (text: string) => (text.replaceAll(',', '').trim() === '' ? 0 : toCents(text));

export const drawerCountFormFields = z.object({
  day: z.string(),
  float_cents: centsText('The float'),
  counted_cash_cents: dollarsText('The cash counted'),
  counted_cheque_cents: dollarsText('The cheques counted'),
  counted_card_cents: dollarsText('The card slips counted'),
  note: z.string(),
});
export type DrawerCountFormValues = z.input<typeof drawerCountFormFields>;

/** The form's values as a count's body; a count that is off anywhere needs its note. */
export function drawerCountFormSchema(expected: DrawerFigures) {
  return drawerCountFormFields
    .transform(
      (values): z.input<typeof drawerCountBodySchema> => ({
        day: values.day,
        float_cents: amountOrZero(values.float_cents),
        counted_cash_cents: toCents(values.counted_cash_cents),
        counted_cheque_cents: toCents(values.counted_cheque_cents),
        counted_card_cents: toCents(values.counted_card_cents),
        note: values.note.trim(),
      }),
    )
    .superRefine((body, context) => {
      const overShort = drawerOverShort({
        floatCents: body.float_cents ?? 0,
        counted: {
          cash: body.counted_cash_cents,
          cheque: body.counted_cheque_cents,
          card: body.counted_card_cents,
        },
        expected,
      });
      if (drawerNeedsNote(overShort) && !body.note) {
        context.addIssue({ code: 'custom', path: ['note'], message: 'Say why the drawer is over or short.' });
      }
    })
    .pipe(drawerCountBodySchema);
}

/** What has been typed so far, in cents; null for an amount not (yet) readable. */
export function typedCents(text: string | undefined, emptyIsZero = false): number | null {
  const clean = (text ?? '').replaceAll(',', '').trim();
  if (clean === '') return emptyIsZero ? 0 : null;
  return /^\d{1,9}(\.\d{1,2})?$/.test(clean) ? toCents(clean) : null;
}
