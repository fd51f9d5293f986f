import type { DrawerCountBody, DrawerDay } from '@auction/contracts';
import { drawerNeedsNote, drawerOverShort } from '@auction/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import { useForm, useWatch } from 'react-hook-form';
import { FormRootError } from '../../../components/forms/form-root-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { showServerErrors } from '../../../lib/forms/apply-server-errors';
import { formatCents } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useRecordDrawerCount } from '../api/cash-drawer';
import { compartments, figuresOf, overShortTone, overShortWords } from '../drawer-figures';
import { type DrawerCountFormValues, drawerCountFormSchema, typedCents } from '../form-schema';

const cell = 'py-2 pl-3 text-right tabular-nums whitespace-nowrap';

/**
 * The day's count: the float and what was counted in each compartment, the over or short worked
 * out as it is typed (by the same domain rule the server keeps), a note when it is off, and Save.
 */
export function CountForm({ day }: { day: DrawerDay }) {
  const expected = figuresOf(day.expected);
  const record = useRecordDrawerCount();
  const form = useForm<DrawerCountFormValues, unknown, DrawerCountBody>({
    resolver: zodResolver(drawerCountFormSchema(expected)),
    defaultValues: {
      day: day.day,
      float_cents: '',
      counted_cash_cents: '',
      counted_cheque_cents: '',
      counted_card_cents: '',
      note: '',
    },
  });
  const { errors } = form.formState;
  const typed = useWatch({ control: form.control });
  const floatCents = typedCents(typed.float_cents, true);
  const counted = {
    cash: typedCents(typed.counted_cash_cents),
    cheque: typedCents(typed.counted_cheque_cents),
    card: typedCents(typed.counted_card_cents),
  };
  const complete =
    floatCents !== null && counted.cash !== null && counted.cheque !== null && counted.card !== null;
  const overShort = drawerOverShort({
    floatCents: floatCents ?? 0,
    counted: { cash: counted.cash ?? 0, cheque: counted.cheque ?? 0, card: counted.card ?? 0 },
    expected,
  });
  const needsNote = complete && drawerNeedsNote(overShort);
  const recount = day.counts.length > 0;

  const onSubmit = form.handleSubmit((body) =>
    record.mutate(body, {
      onSuccess: (saved) =>
        notify.success(`Count saved: ${overShortWords(saved.over_short.total_cents).toLowerCase()}.`),
      onError: (error) => showServerErrors(form, error, { focusFirst: true }),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Count the drawer" className="space-y-5">
      <h2 className="text-lg font-semibold">{recount ? 'Count again' : 'Count the drawer'}</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label="Float ($)"
          inputMode="decimal"
          optional
          hint="What the drawer opened with; it is counted with the cash."
          error={errors.float_cents?.message}
          {...form.register('float_cents')}
        />
        <TextField
          label="Cash counted ($)"
          inputMode="decimal"
          hint="Everything in the cash tray, float included."
          error={errors.counted_cash_cents?.message}
          {...form.register('counted_cash_cents')}
        />
        <TextField
          label="Cheques counted ($)"
          inputMode="decimal"
          error={errors.counted_cheque_cents?.message}
          {...form.register('counted_cheque_cents')}
        />
        <TextField
          label="Card slips counted ($)"
          inputMode="decimal"
          hint="Debit and credit card, from the terminal's batch."
          error={errors.counted_card_cents?.message}
          {...form.register('counted_card_cents')}
        />
      </div>

      <ScrollRegion label="Over or short as counted">
        <table className="w-full text-sm">
          <caption className="sr-only">Over or short by compartment, as counted</caption>
          <thead>
            <tr className="border-b border-slate-300 text-left dark:border-slate-700">
              <th scope="col" className="py-2 pr-3">
                Compartment
              </th>
              <th scope="col" className="py-2 pl-3 text-right">
                Expected
              </th>
              <th scope="col" className="hidden py-2 pl-3 text-right sm:table-cell">
                Counted
              </th>
              <th scope="col" className="py-2 pl-3 text-right">
                Over or short
              </th>
            </tr>
          </thead>
          <tbody>
            {compartments.map(({ method, label }) => {
              const countedHere = counted[method];
              const takings =
                method === 'cash' && countedHere !== null ? countedHere - (floatCents ?? 0) : countedHere;
              return (
                <tr key={method} className="border-b border-slate-200 dark:border-slate-800">
                  <th scope="row" className="py-2 pr-3 text-left font-medium">
                    {label}
                    {method === 'cash' && (floatCents ?? 0) > 0 && (
                      <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                        less the {formatCents(floatCents ?? 0)} float
                      </span>
                    )}
                  </th>
                  <td className={cell}>{formatCents(expected[method])}</td>
                  <td className={clsx(cell, 'hidden sm:table-cell')}>
                    {takings === null ? '—' : formatCents(takings)}
                  </td>
                  <td
                    className={clsx(
                      cell,
                      'font-semibold',
                      countedHere !== null && overShortTone(overShort.byMethod[method]),
                    )}
                  >
                    {countedHere === null ? '—' : overShortWords(overShort.byMethod[method])}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-2 pr-3 text-left font-semibold">
                Drawer
              </th>
              <td className={cell}>{formatCents(expected.cash + expected.cheque + expected.card)}</td>
              <td className={clsx(cell, 'hidden sm:table-cell')} />
              <td
                className={clsx(
                  cell,
                  'text-base font-semibold',
                  complete && overShortTone(overShort.totalCents),
                )}
                aria-live="polite"
              >
                {complete ? overShortWords(overShort.totalCents) : 'Enter every count'}
              </td>
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>

      <TextareaField
        label="Note"
        rows={3}
        optional={!needsNote}
        hint={
          needsNote
            ? 'The drawer is off: say why (a miscount, change given wrong, a slip missing).'
            : undefined
        }
        error={errors.note?.message}
        {...form.register('note')}
      />
      {errors.day?.message && <Alert tone="error">{errors.day.message}</Alert>}
      <FormRootError errors={errors} />
      <Button type="submit" loading={record.isPending}>
        {recount ? 'Save recount' : 'Save count'}
      </Button>
    </form>
  );
}
