import {
  type Backup,
  type BackupList,
  type BackupSchedule,
  backupListSchema,
  backupRestoreResultSchema,
  backupSchema,
} from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';
import { saveFile } from '../../../lib/save-file';

export const backupKeys = { all: ['admin', 'backups'] as const };

// The forms show the server's refusals themselves, so these calls keep the error toasts quiet.
const quiet = { silent: true } as const;
/** Backing up or restoring a large site takes a while: wait up to half an hour. */
const longWork = { ...quiet, timeout: 30 * 60_000 } as const;

export const backupsQuery = queryOptions({
  queryKey: backupKeys.all,
  queryFn: async () => backupListSchema.parse((await http.get('/api/admin/backups')).data),
});

function useBackupChange<A, R>(run: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupKeys.all }),
  });
}

export const useBackUpNow = () =>
  useBackupChange(
    async (): Promise<Backup> =>
      backupSchema.parse((await http.post('/api/admin/backups', {}, longWork)).data),
  );

export const useDeleteBackup = () =>
  useBackupChange(async (name: string) => {
    await http.delete(`/api/admin/backups/${name}`, quiet);
  });

export const useUploadBackup = () =>
  useBackupChange(async (file: File): Promise<Backup> => {
    const form = new FormData();
    form.append('file', file);
    const answer = await http.post('/api/admin/backups/upload', form, {
      ...longWork,
      // The browser writes the multipart boundary itself once the JSON default is replaced.
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    return backupSchema.parse(answer.data);
  });

export function useRestoreBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, confirmation }: { name: string; confirmation: string }) =>
      backupRestoreResultSchema.parse(
        (await http.post(`/api/admin/backups/${name}/restore`, { confirmation }, longWork)).data,
      ),
    // Everything the app holds may have changed: read it all again, without holding back the
    // restore's answer until every list of the app has been read.
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}

export function useSaveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (schedule: BackupSchedule): Promise<BackupList> =>
      backupListSchema.parse((await http.put('/api/admin/backups/schedule', schedule, quiet)).data),
    onSuccess: (list) => {
      queryClient.setQueryData(backupKeys.all, list);
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminSettings });
    },
  });
}

/** The sealed archive (only this key opens it), fetched with the Admin's session and saved under its own name. */
export async function downloadBackup(name: string): Promise<void> {
  const answer = await http.get<Blob>(`/api/admin/backups/${name}/download`, {
    responseType: 'blob',
    timeout: 30 * 60_000,
    headers: { Accept: 'application/octet-stream' },
  });
  saveFile(answer.data, name);
}
