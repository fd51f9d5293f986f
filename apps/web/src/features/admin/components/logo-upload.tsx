import type { AdminSettings } from '@auction/contracts';
import { clsx } from 'clsx';
import { type ChangeEvent, useId, useState } from 'react';
import defaultLogoUrl from '../../../assets/logo.svg';
import defaultDarkLogoUrl from '../../../assets/logo-dark.svg';
import { Button } from '../../../components/ui/button';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { fieldErrorsOf } from '../../../lib/http/messages';
import { imageProblem } from '../../../lib/http/upload-image';
import { notify } from '../../../lib/notify';
import { type LogoKey, useSaveSettings, useUploadLogo } from '../api/admin-settings';

const logos: { name: LogoKey; label: string; hint: string; dark: boolean }[] = [
  { name: 'logo_url', label: 'Site logo', hint: 'In the header of the public site.', dark: false },
  {
    name: 'logo_admin_light',
    label: 'Admin logo, light theme',
    hint: 'In the admin sidebar on a light background.',
    dark: false,
  },
  {
    name: 'logo_admin_dark',
    label: 'Admin logo, dark theme',
    hint: 'In the admin sidebar on a dark background.',
    dark: true,
  },
];

/** The three logos: each shown on the background it sits on, replaced by choosing a file (sent at once). */
export function LogoUploads({ settings }: { settings: AdminSettings }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 2xl:grid-cols-3">
      {logos.map((logo) => (
        <LogoUpload key={logo.name} {...logo} address={settings[logo.name]} />
      ))}
    </div>
  );
}

function LogoUpload({
  name: logo,
  label,
  hint,
  dark,
  address,
}: (typeof logos)[number] & { address: string | null }) {
  const upload = useUploadLogo(logo);
  const save = useSaveSettings();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = imageProblem(file);
    setProblem(refusal);
    if (refusal) return;
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => notify.success(`${label} saved.`),
        onError: (error) =>
          setProblem(
            fieldErrorsOf(error).file?.join(' ') ?? 'The logo could not be uploaded. Please try again.',
          ),
        onSettled: () => setProgress(null),
      },
    );
  }

  function remove() {
    save.mutate(
      { [logo]: null },
      { onSuccess: () => notify.success(`${label} removed; the default is back.`) },
    );
  }

  return (
    <div className="min-w-0 space-y-3" data-testid={`logo-${logo}`}>
      <div
        className={clsx(
          'flex h-24 items-center justify-center rounded-lg border p-3',
          dark ? 'border-slate-700 bg-slate-900' : 'border-slate-200 bg-white',
        )}
      >
        {/* Each preview sits on its own background, whatever the page's theme. */}
        <img
          src={address ?? (dark ? defaultDarkLogoUrl : defaultLogoUrl)}
          alt={`${label}${address ? '' : ' (the default)'}`}
          className="max-h-16 w-auto max-w-full object-contain"
        />
      </div>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={upload.isPending}
        onChange={handleChange}
        aria-describedby={`${inputId}-hint`}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-harbour-800 file:px-3 file:py-2 file:font-semibold file:text-white dark:text-slate-300 dark:file:bg-harbour-400 dark:file:text-harbour-950"
      />
      <p id={`${inputId}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        {hint} JPEG, PNG or WebP up to 15 MB{address ? '' : '; the default logo shows until you upload one'}.
      </p>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      {progress !== null && (
        <UploadProgress label={`Uploading the ${label.toLowerCase()}`} share={progress} />
      )}
      {address && (
        <Button variant="secondary" size="sm" loading={save.isPending} onClick={remove}>
          Remove {label.toLowerCase()}
        </Button>
      )}
    </div>
  );
}
