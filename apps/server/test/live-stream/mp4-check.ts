/** Tests only: reads MP4 bytes with mp4box, an independent parser, to check what the relay makes. */
import { createFile, type Movie, MP4BoxBuffer } from 'mp4box';

export interface Mp4Reading {
  info: Movie;
  /** Per track id, each sample's sync flag in decode order. */
  sync: Map<number, boolean[]>;
  errors: string[];
}

export function readMp4(bytes: Uint8Array): Mp4Reading {
  const file = createFile();
  let info: Movie | null = null;
  const errors: string[] = [];
  const sync = new Map<number, boolean[]>();
  file.onError = (module, message) => errors.push(`${module}: ${message}`);
  file.onReady = (movie) => {
    info = movie;
    for (const track of movie.tracks) file.setExtractionOptions(track.id, null, { nbSamples: 1000 });
    file.start();
  };
  file.onSamples = (id, _user, samples) => {
    sync.set(id, [...(sync.get(id) ?? []), ...samples.map((sample) => sample.is_sync)]);
  };
  const copy = bytes.slice();
  file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy.buffer, 0));
  file.flush();
  if (!info) throw new Error(`mp4box found no movie (${errors.join('; ') || 'no error given'})`);
  return { info, sync, errors };
}
