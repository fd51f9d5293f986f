import type { InventoryItemDetail } from '@auction/contracts';
import { ArrowLeft, ArrowRight, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { fieldErrorsOf, messageForError } from '../../../lib/http/messages';
import { useOrderPictures, useRemovePicture, useUploadPictures } from '../api/inventory-api';
import { CameraPictures } from './camera-pictures';

const problemOf = (error: unknown) =>
  (Object.values(fieldErrorsOf(error)).flat().length
    ? Object.values(fieldErrorsOf(error)).flat()
    : messageForError(error)
  ).join(' ');

/** The item's pictures: add from the camera, move one earlier or later (the first is the cover), delete. */
export function ItemPictures({ item }: { item: InventoryItemDetail }) {
  const upload = useUploadPictures(item.id);
  const order = useOrderPictures(item.id);
  const remove = useRemovePicture(item.id);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = item.pictures.map((picture) => picture.id);
  const onError = (error: unknown) => setProblem(problemOf(error));

  function move(index: number, by: -1 | 1) {
    const next = [...ids];
    const [picked] = next.splice(index, 1);
    if (!picked) return;
    next.splice(index + by, 0, picked);
    setProblem(null);
    order.mutate(next, { onError });
  }

  return (
    <section
      aria-labelledby="item-pictures"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="item-pictures" className="text-lg font-semibold">
        Pictures
      </h2>
      {item.pictures.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">No pictures yet.</p>
      ) : (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {item.pictures.map((picture, index) => (
            <li
              key={picture.id}
              className="space-y-2 rounded-lg border border-slate-200 p-2 dark:border-slate-700"
            >
              <img
                src={picture.thumb}
                alt={`${item.title}, ${index === 0 ? 'cover' : `number ${index + 1}`}`}
                className="aspect-square w-full rounded object-cover"
              />
              <div className="flex flex-wrap gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={index === 0 || order.isPending}
                  onClick={() => move(index, -1)}
                >
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  Earlier<span className="sr-only"> (picture {index + 1})</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={index === ids.length - 1 || order.isPending}
                  onClick={() => move(index, 1)}
                >
                  Later<span className="sr-only"> (picture {index + 1})</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={remove.isPending}
                  onClick={() => {
                    setProblem(null);
                    remove.mutate(picture.id, { onError });
                  }}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete<span className="sr-only"> picture {index + 1}</span>
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <CameraPictures
        files={[]}
        label={upload.isPending ? 'Uploading…' : 'Add pictures'}
        onChange={(files) => {
          setProblem(null);
          if (files.length > 0) upload.mutate(files, { onError });
        }}
      />
      {problem && <Alert tone="error">{problem}</Alert>}
    </section>
  );
}
