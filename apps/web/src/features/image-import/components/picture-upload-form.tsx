import type { ImageImport, ImageImportTarget } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { FileImage } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { pictureAuctionsQuery, useUploadPictures } from '../api/image-import-api';

const targets: { value: ImageImportTarget; label: string }[] = [
  { value: 'auction', label: 'Lot numbers of an auction (123_1.jpg)' },
  { value: 'sku', label: 'Item SKUs (HA-000123_1.jpg)' },
];

/** Step one: what the names mean, the files or zip, and a preview of the matches. */
export function PictureUploadForm({ onPreview }: { onPreview: (preview: ImageImport) => void }) {
  const fileId = useId();
  const [target, setTarget] = useState<ImageImportTarget>('auction');
  const [auctionId, setAuctionId] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [share, setShare] = useState(0);
  const auctions = useQuery(pictureAuctionsQuery);
  const upload = useUploadPictures();
  const ready = files.length > 0 && (target === 'sku' || auctionId !== '');

  function submit(event: FormEvent) {
    event.preventDefault();
    setShare(0);
    upload.mutate({ target, auctionId, files, onProgress: setShare }, { onSuccess: onPreview });
  }

  return (
    <form onSubmit={submit} className="space-y-5">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">The file names are</legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-6">
          {targets.map((option) => (
            <label key={option.value} className="inline-flex min-h-6 items-center gap-2 text-sm">
              <input
                type="radio"
                name="target"
                value={option.value}
                checked={target === option.value}
                onChange={() => setTarget(option.value)}
                className="size-4 accent-harbour-700 dark:accent-brass-400"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {target === 'auction' && (
        <div className="max-w-md">
          <SelectField
            label="Auction"
            required
            value={auctionId}
            onChange={(event) => setAuctionId(event.target.value)}
            options={[
              { value: '', label: auctions.isPending ? 'Loading auctions…' : 'Choose an auction' },
              ...(auctions.data ?? []).map((auction) => ({ value: auction.id, label: auction.title })),
            ]}
          />
        </div>
      )}
      <div className="space-y-2">
        <label
          htmlFor={fileId}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 focus-within:outline-2 focus-within:outline-harbour-500 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          <FileImage aria-hidden="true" className="size-4" />
          Choose pictures or a zip
          <input
            id={fileId}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,.zip,application/zip"
            className="sr-only"
            onChange={(event) => setFiles([...(event.target.files ?? [])])}
          />
        </label>
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {files.length === 0
            ? 'JPEG, PNG or WebP pictures up to 15 MB each, or one zip of them (at most 2,000 files).'
            : `${files.length} ${files.length === 1 ? 'file' : 'files'} chosen.`}
        </p>
      </div>
      {upload.isPending && <UploadProgress label="Sending the files" share={share} />}
      <Button type="submit" disabled={!ready} loading={upload.isPending}>
        Preview matches
      </Button>
    </form>
  );
}
