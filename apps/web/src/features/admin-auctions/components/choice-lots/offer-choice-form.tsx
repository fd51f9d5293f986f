import { lotGroupBodySchema } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { fieldErrorsOf, messageForError } from '../../../../lib/http/messages';
import { notify } from '../../../../lib/notify';
import { useOfferChoice } from '../../api/lot-groups';
import { choiceLotNumbers } from './choice-words';

const ways = [
  { value: 'choice', label: 'As a choice: the winner picks' },
  { value: 'equal', label: 'Together for one hammer, split equally' },
  { value: 'estimate', label: 'Together for one hammer, split by estimate' },
] as const;

const formSchema = z.object({
  lots: lotGroupBodySchema.shape.lots,
  way: z.enum(['choice', 'equal', 'estimate']),
});
type FormValues = z.infer<typeof formSchema>;

/** Names the lots to offer together, as a catalogue names them (a range, a list, or both), and how they sell. */
export function OfferChoiceForm({ auctionId }: { auctionId: string }) {
  const offer = useOfferChoice(auctionId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { lots: '', way: 'choice' },
  });
  const way = form.watch('way');
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    setProblem(null);
    offer.mutate(values, {
      onSuccess: (choice) => {
        notify.success(
          `${choiceLotNumbers(choice)} are ${choice.kind === 'choice' ? 'offered as one choice' : 'sold together'}.`,
        );
        form.reset({ lots: '', way: values.way });
      },
      onError: (failure) => {
        const messages = fieldErrorsOf(failure).lots ?? fieldErrorsOf(failure).split_rule;
        if (messages)
          form.setError('lots', { type: 'server', message: messages.join(' ') }, { shouldFocus: true });
        else setProblem(messageForError(failure).join(' ') || 'The lots could not be offered as a choice.');
      },
    });
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Offer lots together" className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,20rem)_auto] sm:items-start">
        <TextField
          label="Lots"
          autoComplete="off"
          hint="e.g. 12-15 or 12, 14, 16"
          error={errors.lots?.message}
          {...form.register('lots')}
        />
        <SelectField label="How they sell" options={ways} {...form.register('way')} />
        <Button type="submit" className="sm:mt-7 sm:justify-self-start" loading={offer.isPending}>
          {way === 'choice' ? 'Offer as a choice' : 'Sell together'}
        </Button>
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
    </form>
  );
}
