import { calendarDateSchema } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormRootError } from '../../../components/forms/form-root-error';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { showServerErrors } from '../../../lib/forms/apply-server-errors';
import { notify } from '../../../lib/notify';
import { type ExemptionHolder, useRecordExemption } from '../api/tax-exemptions';

const maxCertificateBytes = 10 * 1024 * 1024;

export const exemptionFormSchema = z.object({
  number: z
    .string()
    .trim()
    .min(1, 'The exemption number is required.')
    .max(100, 'The exemption number is at most 100 characters.'),
  expires_on: z.union([z.literal(''), calendarDateSchema]),
  note: z.string().trim().max(500, 'The note is at most 500 characters.'),
  certificate: z
    .custom<FileList | null>()
    .refine(
      (files) => !files?.[0] || files[0].size <= maxCertificateBytes,
      'The certificate may not be larger than 10 MB.',
    ),
});
type ExemptionValues = z.infer<typeof exemptionFormSchema>;

/** Records an exemption from the buyer's certificate: its number, expiry and the scan (PDF, JPEG or PNG). */
export function ExemptionForm({ holder, onDone }: { holder: ExemptionHolder; onDone: () => void }) {
  const record = useRecordExemption(holder);
  const form = useForm<ExemptionValues>({
    resolver: zodResolver(exemptionFormSchema),
    defaultValues: { number: '', expires_on: '', note: '', certificate: null },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    record.mutate(
      { ...values, certificate: values.certificate?.[0] ?? null },
      {
        onSuccess: (exemption) => {
          notify.success(`Exemption ${exemption.exemption_number} recorded.`);
          onDone();
        },
        onError: (error) => showServerErrors(form, error),
      },
    ),
  );
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Record a tax exemption"
      className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h3 className="font-semibold">Record a tax exemption</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Exemption number" error={errors.number?.message} {...form.register('number')} />
        <TextField
          label="Expires on"
          type="date"
          optional
          hint="Leave empty when the certificate has no expiry."
          error={errors.expires_on?.message}
          {...form.register('expires_on')}
        />
        <TextField label="Note" optional error={errors.note?.message} {...form.register('note')} />
        <TextField
          label="Scanned certificate"
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          optional
          hint="PDF, JPEG or PNG, up to 10 MB."
          error={errors.certificate?.message}
          {...form.register('certificate')}
        />
      </div>
      <FormRootError errors={errors} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={record.isPending}>
          Record exemption
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
