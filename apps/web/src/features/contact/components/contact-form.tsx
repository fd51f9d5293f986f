import { type ContactBody, contactBodySchema } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useAuth } from '../../../lib/auth/use-auth';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { fieldErrorsOf } from '../../../lib/http/messages';
import { notify } from '../../../lib/notify';
import { sendContactMessage } from '../api/send-contact';

type Output = z.output<typeof contactBodySchema>;

export function ContactForm() {
  const { user } = useAuth();
  const form = useForm<ContactBody, unknown, Output>({
    resolver: zodResolver(contactBodySchema),
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      subject: '',
      message: '',
    },
  });
  const { errors } = form.formState;
  const send = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: (message) => {
      notify.success(message);
      form.reset({ ...form.getValues(), subject: '', message: '' });
    },
    onError: (error) => applyServerErrors(form.setError, fieldErrorsOf(error)),
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => send.mutate(values))} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Your name"
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          optional
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField label="Subject" optional error={errors.subject?.message} {...form.register('subject')} />
      </div>
      <TextareaField label="Message" rows={6} error={errors.message?.message} {...form.register('message')} />
      <Button type="submit" size="lg" loading={send.isPending}>
        Send message
      </Button>
    </form>
  );
}
