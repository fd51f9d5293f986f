import type { Auction } from '@auction/contracts';
import { ImageIcon } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { imageProblem } from '../../../lib/http/upload-image';
import { notify } from '../../../lib/notify';
import { useUploadCover } from '../api/auction-mutations';

/** The auction's cover picture: shown, and replaced by choosing a file (sent at once). */
export function CoverImageUpload({ auction, disabled }: { auction: Auction; disabled: boolean }) {
  const upload = useUploadCover(auction.id);
  const [progress, setProgress] = useState<{ name: string; share: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = imageProblem(file);
    setProblem(refusal);
    if (refusal) return;
    setProgress({ name: file.name, share: 0 });
    upload.mutate(
      { file, onProgress: (share) => setProgress({ name: file.name, share }) },
      {
        onSuccess: () => notify.success('Cover picture saved.'),
        onSettled: () => setProgress(null),
      },
    );
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="flex aspect-[4/3] w-full shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-100 sm:w-56 dark:border-slate-700 dark:bg-slate-800">
        {auction.image ? (
          <img src={auction.image} alt={`Cover of ${auction.title}`} className="size-full object-cover" />
        ) : (
          <ImageIcon aria-hidden="true" className="size-10 text-slate-400" />
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-3">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          Cover picture
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={disabled || upload.isPending}
          onChange={handleChange}
          aria-describedby={`${inputId}-hint`}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-harbour-800 file:px-3 file:py-2 file:font-semibold file:text-white dark:text-slate-300 dark:file:bg-harbour-400 dark:file:text-harbour-950"
        />
        <p id={`${inputId}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          JPEG, PNG or WebP up to 15 MB. It is saved as soon as you choose it.
        </p>
        {problem && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {problem}
          </p>
        )}
        {progress && <UploadProgress label={`Uploading ${progress.name}`} share={progress.share} />}
      </div>
    </div>
  );
}
