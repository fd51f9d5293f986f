/**
 * Tests only: builds the WebM a MediaRecorder writes (EBML header, unknown-size Segment, Info,
 * Tracks with a VP8 video track 1 and an Opus audio track 2, Clusters of SimpleBlocks).
 */
import { concat } from '../../src/modules/live-stream/webm-parser';

const unknown = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];

function idBytes(id: number): number[] {
  const out: number[] = [];
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) out.unshift(rest % 256);
  return out;
}

function sizeBytes(size: number): number[] {
  if (size < 0x7f) return [0x80 | size];
  if (size < 0x3fff) return [0x40 | (size >> 8), size & 0xff];
  if (size < 0x1fffff) return [0x20 | (size >> 16), (size >> 8) & 0xff, size & 0xff];
  return [0x10 | (size >>> 24), (size >> 16) & 0xff, (size >> 8) & 0xff, size & 0xff];
}

export function element(id: number, ...body: Uint8Array[]): Uint8Array {
  const data = concat(body);
  return concat([Uint8Array.from([...idBytes(id), ...sizeBytes(data.length)]), data]);
}

function uint(id: number, value: number): Uint8Array {
  const bytes: number[] = [];
  let rest = value;
  do {
    bytes.unshift(rest % 256);
    rest = Math.floor(rest / 256);
  } while (rest > 0);
  return element(id, Uint8Array.from(bytes));
}

const text = (id: number, value: string) => element(id, new TextEncoder().encode(value));

function trackEntry(number: number, type: number, codec: string): Uint8Array {
  return element(0xae, uint(0xd7, number), uint(0x83, type), text(0x86, codec));
}

/** EBML header, Segment header, Info and Tracks: what precedes the first Cluster. */
export function webmHeader(options: { audioOnly?: boolean } = {}): Uint8Array {
  const tracks = options.audioOnly
    ? [trackEntry(1, 2, 'A_OPUS')]
    : [trackEntry(1, 1, 'V_VP8'), trackEntry(2, 2, 'A_OPUS')];
  return concat([
    element(0x1a45dfa3, uint(0x4286, 1), text(0x4282, 'webm')),
    Uint8Array.from([0x18, 0x53, 0x80, 0x67, ...unknown]),
    element(0x1549a966, uint(0x2ad7b1, 1_000_000), text(0x4d80, 'test')),
    element(0x1654ae6b, ...tracks),
  ]);
}

/** A SimpleBlock of `size` payload bytes filled with `fill`. */
export function simpleBlock(
  track: number,
  relative: number,
  keyframe: boolean,
  size = 32,
  fill = 7,
): Uint8Array {
  const payload = new Uint8Array(size).fill(fill);
  const head = Uint8Array.from([0x80 | track, (relative >> 8) & 0xff, relative & 0xff, keyframe ? 0x80 : 0]);
  return element(0xa3, head, payload);
}

/** A Cluster header of unknown size (as MediaRecorder writes it) and its Timecode. */
export function clusterOpen(timecode: number): Uint8Array {
  return concat([Uint8Array.from([0x1f, 0x43, 0xb6, 0x75, ...unknown]), uint(0xe7, timecode)]);
}

/** A whole Cluster of known size. */
export function clusterSized(timecode: number, ...blocks: Uint8Array[]): Uint8Array {
  return element(0x1f43b675, uint(0xe7, timecode), ...blocks);
}

/** A BlockGroup; with a ReferenceBlock it is not a keyframe. */
export function blockGroup(track: number, referenced: boolean, size = 16): Uint8Array {
  const block = element(0xa1, Uint8Array.from([0x80 | track, 0, 0, 0]), new Uint8Array(size));
  return referenced ? element(0xa0, block, element(0xfb, Uint8Array.from([0xff]))) : element(0xa0, block);
}

/** A stream: header, then `clusters` clusters of a keyframe every `gop` video frames plus audio. */
export function webmStream(clusters: number, framesPerCluster = 4, gop = 8): Uint8Array {
  const parts = [webmHeader()];
  let frame = 0;
  for (let c = 0; c < clusters; c += 1) {
    parts.push(clusterOpen(c * 1000));
    for (let f = 0; f < framesPerCluster; f += 1) {
      parts.push(simpleBlock(1, f * 33, frame % gop === 0, 40, frame % 250));
      parts.push(simpleBlock(2, f * 33, true, 10));
      frame += 1;
    }
  }
  return concat(parts);
}
