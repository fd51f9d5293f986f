import { type BackupList, type BackupSchedule, backupScheduleSchema } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { formatSaleTime } from '../../../lib/format';
import { showRefusal } from '../../../lib/forms/show-refusal';
import { notify } from '../../../lib/notify';
import { useSaveSchedule } from '../api/backups-api';

/** The nightly backup: on or off, its time in Halifax, and how many of the house's backups to keep. */
export function ScheduleForm({ list }: { list: BackupList }) {
  const save = useSaveSchedule();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<BackupSchedule>({
    resolver: zodResolver(backupScheduleSchema),
    defaultValues: list.schedule,
  });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      aria-label="Backup schedule"
      className="space-y-4"
      onSubmit={form.handleSubmit((schedule) => {
        setRefusal(null);
        save.mutate(schedule, {
          onSuccess: (saved) => {
            form.reset(saved.schedule);
            notify.success('The backup schedule is saved.');
          },
          onError: (error) => showRefusal(error, form.setError, setRefusal),
        });
      })}
    >
      <CheckboxField label="Back up every night" {...form.register('backup_schedule_enabled')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="time"
          label="Time (Halifax)"
          hint="A time the clocks skip in spring runs when they reach it."
          error={errors.backup_schedule_time?.message}
          {...form.register('backup_schedule_time')}
        />
        <TextField
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          label="Backups to keep"
          hint="Older ones this server made are deleted after each backup; uploaded ones stay."
          error={errors.backup_keep_last?.message}
          {...form.register('backup_keep_last', { valueAsNumber: true })}
        />
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {list.next_run_at
          ? `Next backup: ${formatSaleTime(list.next_run_at)}.`
          : 'The nightly backup is off.'}
      </p>
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <Button type="submit" loading={save.isPending}>
        Save schedule
      </Button>
    </form>
  );
}
