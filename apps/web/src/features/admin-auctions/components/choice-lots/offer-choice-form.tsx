import { lotGroupBodySchema } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { fieldErrorsOf, messageForError } from '../../../../lib/http/messages';
import { notify } from '../../../../lib/notify';
import { useOfferChoice } from '../../api/lot-groups';
import { choiceLotNumbers } from './choice-words';

const formSchema = z.object({ lots: lotGroupBodySchema.shape.lots });
type FormValues = z.infer<typeof formSchema>;

/** Names the lots to offer as one choice, as a catalogue names them: a range, a list, or both. */
export function OfferChoiceForm({ auctionId }: { auctionId: string }) {
  const offer = useOfferChoice(auctionId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { lots: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    setProblem(null);
    offer.mutate(values.lots, {
      onSuccess: (choice) => {
        notify.success(`${choiceLotNumbers(choice)} are offered as one choice.`);
        form.reset({ lots: '' });
      },
      onError: (failure) => {
        const messages = fieldErrorsOf(failure).lots;
        if (messages)
          form.setError('lots', { type: 'server', message: messages.join(' ') }, { shouldFocus: true });
        else setProblem(messageForError(failure).join(' ') || 'The lots could not be offered as a choice.');
      },
    });
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Offer lots as a choice" className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-start">
        <TextField
          label="Lots"
          autoComplete="off"
          hint="e.g. 12-15 or 12, 14, 16"
          error={errors.lots?.message}
          {...form.register('lots')}
        />
        <Button type="submit" className="sm:mt-7 sm:justify-self-start" loading={offer.isPending}>
          Offer as a choice
        </Button>
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
    </form>
  );
}
