/**
 * A streaming reader of the fragmented MP4 a MediaRecorder writes (Chrome 126+, Safari): ftyp and
 * moov (the init segment), then fragments of moof + mdat. Boxes are a 32-bit size (or 1 and a
 * 64-bit size) and a four-letter type. Bytes may be cut anywhere; it hands back the init segment
 * with the codec string viewers need, and whole fragments marked when their video starts with a
 * sync sample (where a late viewer may start decoding).
 */
import { concat } from './webm-parser';

/** One box may not be larger than this (a fragment of a 720p picture is well under 1 MiB). */
export const maxBoxBytes = 8 * 1024 * 1024;

export type Mp4Piece =
  /** ftyp + moov; `mimeType` names the codecs, e.g. `video/mp4;codecs="avc1.42c020,opus"`. */
  | { kind: 'init'; mimeType: string; bytes: Uint8Array }
  /** moof + mdat; `keyframe` when its video's first sample is a sync sample. */
  | { kind: 'fragment'; keyframe: boolean; bytes: Uint8Array };

export class Mp4FormatError extends Error {}

interface Box {
  type: string;
  data: Uint8Array;
}

const latin1 = new TextDecoder('latin1');
const typeAt = (bytes: Uint8Array, at: number) => latin1.decode(bytes.subarray(at, at + 4));
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Size and header length of the box at `at`; null when more bytes are needed. */
function boxHeader(bytes: Uint8Array, at: number): { size: number; headerLength: number } | null {
  if (at + 8 > bytes.length) return null;
  const size = view(bytes).getUint32(at);
  if (size === 1) {
    if (at + 16 > bytes.length) return null;
    const large = view(bytes).getBigUint64(at + 8);
    if (large > BigInt(maxBoxBytes)) throw new Mp4FormatError('A box is too large.');
    return { size: Number(large), headerLength: 16 };
  }
  if (size === 0) throw new Mp4FormatError('A box that runs to the end of the file cannot be streamed.');
  if (size < 8) throw new Mp4FormatError('A damaged box.');
  if (size > maxBoxBytes) throw new Mp4FormatError('A box is too large.');
  return { size, headerLength: 8 };
}

/** The child boxes of a box body (from `from`, past any fields before them). */
function children(body: Uint8Array, from = 0): Box[] {
  const boxes: Box[] = [];
  let at = from;
  while (at + 8 <= body.length) {
    const header = boxHeader(body, at);
    if (!header || at + header.size > body.length) throw new Mp4FormatError('A damaged box.');
    boxes.push({
      type: typeAt(body, at + 4),
      data: body.subarray(at + header.headerLength, at + header.size),
    });
    at += header.size;
  }
  return boxes;
}

const child = (body: Uint8Array, type: string, from = 0) =>
  children(body, from).find((box) => box.type === type)?.data;

function path(body: Uint8Array, ...types: string[]): Uint8Array | undefined {
  let current: Uint8Array | undefined = body;
  for (const type of types) current = current ? child(current, type) : undefined;
  return current;
}

const hex = (value: number) => value.toString(16).padStart(2, '0');
/** Bytes before the child boxes of a visual and an audio sample entry (ISO 14496-12, 12.1, 12.2). */
const visualEntryFields = 78;
const audioEntryFields = 28;

/** `mp4a.40.2` from an esds box: object type, then the AAC audio object type (ISO 14496-1, 7.2.6). */
function aacCodec(esds: Uint8Array): string {
  let at = 4; // version and flags
  const descriptor = (tag: number): boolean => {
    if (esds[at] !== tag) return false;
    at += 1;
    for (let i = 0; i < 4 && ((esds[at++] ?? 0) & 0x80) !== 0; i += 1);
    return true;
  };
  if (!descriptor(0x03)) throw new Mp4FormatError('A damaged esds box.');
  const flags = esds[at + 2] ?? 0;
  at += 3;
  if (flags & 0x80) at += 2;
  if (flags & 0x40) at += 1 + (esds[at] ?? 0);
  if (flags & 0x20) at += 2;
  if (!descriptor(0x04)) throw new Mp4FormatError('A damaged esds box.');
  const objectType = esds[at] ?? 0;
  at += 13;
  if (objectType !== 0x40 || !descriptor(0x05)) return `mp4a.${hex(objectType)}`;
  const audioObjectType = (esds[at] ?? 0) >> 3;
  return `mp4a.40.${audioObjectType === 31 ? 32 + (((esds[at] ?? 0) & 7) << 3) + ((esds[at + 1] ?? 0) >> 5) : audioObjectType}`;
}

/** The codec string of a track's first sample entry: only what iPhones and browsers play. */
function codecOf(stsd: Uint8Array): string {
  const entry = children(stsd, 8)[0];
  if (!entry) throw new Mp4FormatError('A track without a sample description.');
  if (entry.type === 'avc1' || entry.type === 'avc3') {
    const avcC = child(entry.data, 'avcC', visualEntryFields);
    if (!avcC || avcC.length < 4) throw new Mp4FormatError('An H.264 track without its avcC box.');
    return `${entry.type}.${hex(avcC[1] ?? 0)}${hex(avcC[2] ?? 0)}${hex(avcC[3] ?? 0)}`;
  }
  if (entry.type === 'mp4a') {
    const esds = child(entry.data, 'esds', audioEntryFields);
    if (!esds) throw new Mp4FormatError('An AAC track without its esds box.');
    return aacCodec(esds);
  }
  if (entry.type === 'Opus') return 'opus';
  throw new Mp4FormatError(
    `The codec ${entry.type.trim()} cannot be relayed; record H.264 with AAC or Opus.`,
  );
}

/** A fullbox's flags (the 24 bits after its version). */
const flagsOf = (body: Uint8Array) => view(body).getUint32(0) & 0xffffff;
const nonSyncSample = 0x10000;

interface Movie {
  mimeType: string;
  videoTrack: number | null;
  /** trex default_sample_flags by track. */
  defaultFlags: Map<number, number>;
}

function readMovie(moov: Uint8Array): Movie {
  const codecs: string[] = [];
  let videoTrack: number | null = null;
  let hasVideo = false;
  for (const trak of children(moov).filter((box) => box.type === 'trak')) {
    const tkhd = child(trak.data, 'tkhd');
    const hdlr = path(trak.data, 'mdia', 'hdlr');
    const stsd = path(trak.data, 'mdia', 'minf', 'stbl', 'stsd');
    if (!tkhd || !hdlr || !stsd) throw new Mp4FormatError('A damaged track.');
    const trackId = view(tkhd).getUint32(tkhd[0] === 1 ? 20 : 12);
    const handler = typeAt(hdlr, 8);
    if (handler !== 'vide' && handler !== 'soun') continue;
    if (handler === 'vide') {
      hasVideo = true;
      videoTrack ??= trackId;
    }
    codecs.push(codecOf(stsd));
  }
  if (codecs.length === 0) throw new Mp4FormatError('The stream has neither picture nor sound.');
  const defaultFlags = new Map<number, number>();
  for (const box of children(child(moov, 'mvex') ?? new Uint8Array(0))) {
    if (box.type === 'trex' && box.data.length >= 24)
      defaultFlags.set(view(box.data).getUint32(4), view(box.data).getUint32(20));
  }
  const kind = hasVideo ? 'video' : 'audio';
  return { mimeType: `${kind}/mp4;codecs="${codecs.join(',')}"`, videoTrack, defaultFlags };
}

/** Whether a moof's video run starts with a sync sample (ISO 14496-12, 8.8.7 and 8.8.8). */
function startsWithSync(moof: Uint8Array, movie: Movie): boolean {
  if (movie.videoTrack === null) return true;
  for (const traf of children(moof).filter((box) => box.type === 'traf')) {
    const tfhd = child(traf.data, 'tfhd');
    if (!tfhd || tfhd.length < 8) throw new Mp4FormatError('A fragment without its tfhd box.');
    const trackId = view(tfhd).getUint32(4);
    if (trackId !== movie.videoTrack) continue;
    let flags = movie.defaultFlags.get(trackId) ?? 0;
    const tfhdFlags = flagsOf(tfhd);
    if (tfhdFlags & 0x20) {
      // After the base data offset, description index, default duration and default size.
      const skipped = [0x1, 0x2, 0x8, 0x10].reduce(
        (sum, bit) => sum + (tfhdFlags & bit ? (bit === 0x1 ? 8 : 4) : 0),
        0,
      );
      flags = view(tfhd).getUint32(8 + skipped);
    }
    const trun = child(traf.data, 'trun');
    if (!trun || trun.length < 8 || view(trun).getUint32(4) === 0) return false;
    const trunFlags = flagsOf(trun);
    const at = 8 + (trunFlags & 0x1 ? 4 : 0);
    if (trunFlags & 0x4) return (view(trun).getUint32(at) & nonSyncSample) === 0;
    // The first sample's own flags follow its duration and size.
    if (trunFlags & 0x400)
      flags = view(trun).getUint32(at + (trunFlags & 0x100 ? 4 : 0) + (trunFlags & 0x200 ? 4 : 0));
    return (flags & nonSyncSample) === 0;
  }
  return false;
}

/** Top-level boxes a live viewer does not need (segment types, indexes, padding, events). */
const skippedBoxes = new Set(['free', 'skip', 'styp', 'sidx', 'ssix', 'prft', 'emsg', 'uuid', 'mfra']);

export class Mp4Parser {
  private pending = new Uint8Array(0);
  private ftyp: Uint8Array | null = null;
  private movie: Movie | null = null;
  private moof: { bytes: Uint8Array; keyframe: boolean } | null = null;

  /** Feeds bytes; returns the pieces they complete. Throws Mp4FormatError on a damaged stream. */
  push(bytes: Uint8Array): Mp4Piece[] {
    const joined = concat([this.pending, bytes]);
    const pieces: Mp4Piece[] = [];
    let at = 0;
    for (;;) {
      const header = boxHeader(joined, at);
      if (!header || at + header.size > joined.length) break;
      try {
        this.box(typeAt(joined, at + 4), joined.slice(at, at + header.size), header.headerLength, pieces);
      } catch (error) {
        // A field read past the end of its box.
        throw error instanceof RangeError ? new Mp4FormatError('A damaged box.') : error;
      }
      at += header.size;
    }
    this.pending = joined.slice(at);
    return pieces;
  }

  private box(type: string, whole: Uint8Array, headerLength: number, pieces: Mp4Piece[]): void {
    const body = whole.subarray(headerLength);
    if (type === 'ftyp') {
      // A stream's start (also when the recorder restarts on the same connection).
      this.ftyp = whole;
      this.movie = null;
      this.moof = null;
      return;
    }
    if (!this.ftyp) throw new Mp4FormatError('The stream does not start with an MP4 header (ftyp).');
    if (type === 'moov') {
      this.movie = readMovie(body);
      pieces.push({ kind: 'init', mimeType: this.movie.mimeType, bytes: concat([this.ftyp, whole]) });
      return;
    }
    if (type === 'moof') {
      if (!this.movie) throw new Mp4FormatError('A fragment before the movie header (moov).');
      this.moof = { bytes: whole, keyframe: startsWithSync(body, this.movie) };
      return;
    }
    if (type === 'mdat') {
      if (!this.moof) throw new Mp4FormatError('Media data (mdat) without its fragment header (moof).');
      pieces.push({
        kind: 'fragment',
        keyframe: this.moof.keyframe,
        bytes: concat([this.moof.bytes, whole]),
      });
      this.moof = null;
      return;
    }
    if (!skippedBoxes.has(type)) throw new Mp4FormatError(`An unexpected ${JSON.stringify(type)} box.`);
  }
}
