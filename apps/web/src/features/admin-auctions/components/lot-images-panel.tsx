import type { StaffLot } from '@auction/contracts';
import { ArrowLeft, ArrowRight, Star, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { imageProblem } from '../../../lib/http/upload-image';
import { notify } from '../../../lib/notify';
import { useDeleteLotImage, useOrderLotImages, useUploadLotImage } from '../api/lot-mutations';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg border border-slate-300 bg-white/90 text-slate-800 hover:bg-slate-100 disabled:opacity-40 dark:border-slate-600 dark:bg-slate-900/90 dark:text-slate-100';

/** A lot's pictures: upload several (one after another, with progress), reorder, set the cover, delete. */
export function LotImagesPanel({
  auctionId,
  lot,
  onClose,
}: {
  auctionId: string;
  lot: StaffLot;
  onClose: () => void;
}) {
  const upload = useUploadLotImage(auctionId);
  const order = useOrderLotImages(auctionId);
  const remove = useDeleteLotImage(auctionId);
  const [queue, setQueue] = useState<{ name: string; share: number; index: number; total: number } | null>(
    null,
  );
  const [problems, setProblems] = useState<string[]>([]);
  const inputId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const busy = queue !== null || order.isPending || remove.isPending;
  useEffect(() => headingRef.current?.focus(), []);

  async function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const refused = files.map(imageProblem).filter((problem): problem is string => problem !== null);
    const accepted = files.filter((file) => imageProblem(file) === null);
    setProblems(refused);
    let sent = 0;
    for (const [index, file] of accepted.entries()) {
      setQueue({ name: file.name, share: 0, index: index + 1, total: accepted.length });
      try {
        await upload.mutateAsync({
          id: lot.id,
          file,
          onProgress: (share) =>
            setQueue({ name: file.name, share, index: index + 1, total: accepted.length }),
        });
        sent += 1;
      } catch {
        setProblems((current) => [...current, `${file.name} could not be uploaded.`]);
      }
    }
    setQueue(null);
    if (sent > 0) notify.success(sent === 1 ? 'Picture added.' : `${sent} pictures added.`);
  }

  function move(from: number, to: number) {
    const ids = [...lot.image_ids];
    const [moved] = ids.splice(from, 1);
    if (!moved) return;
    ids.splice(to, 0, moved);
    order.mutate({ id: lot.id, imageIds: ids });
  }

  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          Pictures of lot {lot.lotNumber}: {lot.title}
        </h2>
        <Button variant="secondary" size="sm" onClick={onClose}>
          Done
        </Button>
      </div>
      <div className="space-y-2">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          Add pictures
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          onChange={(event) => void handleFiles(event)}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-harbour-800 file:px-3 file:py-2 file:font-semibold file:text-white dark:text-slate-300 dark:file:bg-harbour-400 dark:file:text-harbour-950"
        />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          JPEG, PNG or WebP up to 15 MB each. The first picture is the cover.
        </p>
        {queue && (
          <UploadProgress
            label={`Uploading ${queue.name} (${queue.index} of ${queue.total})`}
            share={queue.share}
          />
        )}
        {problems.length > 0 && (
          <div role="alert" className="space-y-1 text-sm font-medium text-red-700 dark:text-red-400">
            {problems.map((problem) => (
              <p key={problem}>{problem}</p>
            ))}
          </div>
        )}
      </div>
      {lot.images.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No pictures yet.</p>
      ) : (
        <ul
          aria-label={`Pictures of lot ${lot.lotNumber}`}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        >
          {lot.images.map((image, index) => {
            const imageId = lot.image_ids[index];
            const name = `picture ${index + 1}`;
            return (
              <li key={imageId ?? image.thumb} className="space-y-2">
                <div className="relative aspect-square overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
                  <img
                    src={image.thumb}
                    alt={`Lot ${lot.lotNumber}, ${index + 1} of ${lot.images.length}`}
                    className="size-full object-cover"
                  />
                  {index === 0 && (
                    <span className="absolute top-2 left-2 rounded-full bg-brass-300 px-2 py-0.5 text-xs font-semibold text-harbour-950">
                      Cover
                    </span>
                  )}
                </div>
                <div className="flex flex-wrap gap-1.5">
                  <button
                    type="button"
                    className={iconButton}
                    disabled={busy || index === 0}
                    onClick={() => move(index, 0)}
                    aria-label={`Make ${name} the cover`}
                  >
                    <Star aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    disabled={busy || index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={`Move ${name} earlier`}
                  >
                    <ArrowLeft aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    disabled={busy || index === lot.images.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={`Move ${name} later`}
                  >
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={`${iconButton} text-red-700 dark:text-red-400`}
                    disabled={busy || !imageId}
                    onClick={() => imageId && remove.mutate({ id: lot.id, imageId })}
                    aria-label={`Delete ${name}`}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
