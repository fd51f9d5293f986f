/**
 * A streaming reader of the WebM that MediaRecorder writes: EBML header, a Segment of unknown
 * size, Info and Tracks, then Clusters (of known or unknown size) of SimpleBlocks. Bytes may be
 * cut anywhere; it hands back whole pieces the relay can forward and restart a late viewer from.
 */
export const ids = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  cluster: 0x1f43b675,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackType: 0x83,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  referenceBlock: 0xfb,
} as const;

/** Cluster children besides Timecode and blocks; they are dropped (nothing downstream needs them). */
const skippedClusterChildren = new Set([0xec, 0xbf, 0xa7, 0xab, 0x5854, 0xaf]);
const videoTrackType = 1;
/** One element may not be larger than this (a keyframe of a 1080p picture is well under 1 MiB). */
export const maxElementBytes = 8 * 1024 * 1024;

export type WebmPiece =
  /** EBML header + Segment header (rewritten to unknown size) + Info, Tracks...: a viewer's start. */
  | { kind: 'init'; bytes: Uint8Array }
  /** A Cluster header (always written with unknown size) and its Timecode element. */
  | { kind: 'cluster'; timecode: number; bytes: Uint8Array }
  /** A SimpleBlock or BlockGroup; `keyframe` when a viewer may start decoding here. */
  | { kind: 'frame'; keyframe: boolean; bytes: Uint8Array };

export class WebmFormatError extends Error {}

interface Vint {
  value: number;
  length: number;
  unknown: boolean;
}

/** An EBML variable-size integer at `at`; null when more bytes are needed. */
function readVint(bytes: Uint8Array, at: number, keepMarker: boolean): Vint | null {
  const first = bytes[at];
  if (first === undefined) return null;
  let length = 1;
  while (length <= 8 && (first & (0x80 >> (length - 1))) === 0) length += 1;
  if (length > 8) throw new WebmFormatError('Not an EBML length.');
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    const byte = bytes[at + i] ?? 0;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUint(bytes: Uint8Array): number {
  let value = 0;
  for (const byte of bytes) value = value * 256 + byte;
  return value;
}

interface Element {
  id: number;
  headerLength: number;
  size: number | null;
}

function readHeader(bytes: Uint8Array, at: number): Element | null {
  const id = readVint(bytes, at, true);
  if (!id) return null;
  const size = readVint(bytes, at + id.length, false);
  if (!size) return null;
  return { id: id.value, headerLength: id.length + size.length, size: size.unknown ? null : size.value };
}

/** The children of a master element's body, in order. */
function* children(body: Uint8Array): Generator<{ id: number; data: Uint8Array }> {
  let at = 0;
  while (at < body.length) {
    const header = readHeader(body, at);
    if (!header || header.size === null) throw new WebmFormatError('A damaged element.');
    const start = at + header.headerLength;
    yield { id: header.id, data: body.subarray(start, start + header.size) };
    at = start + header.size;
  }
}

function videoTracks(tracksBody: Uint8Array): Set<number> {
  const numbers = new Set<number>();
  for (const entry of children(tracksBody)) {
    if (entry.id !== ids.trackEntry) continue;
    let number = 0;
    let type = 0;
    for (const field of children(entry.data)) {
      if (field.id === ids.trackNumber) number = readUint(field.data);
      if (field.id === ids.trackType) type = readUint(field.data);
    }
    if (type === videoTrackType) numbers.add(number);
  }
  return numbers;
}

/** Track number and keyframe flag of a SimpleBlock body, or of a BlockGroup's Block. */
function blockInfo(id: number, body: Uint8Array): { track: number; keyframe: boolean } {
  if (id === ids.simpleBlock) {
    const track = readVint(body, 0, false);
    if (!track) throw new WebmFormatError('A damaged block.');
    const flags = body[track.length + 2] ?? 0;
    return { track: track.value, keyframe: (flags & 0x80) !== 0 };
  }
  let track = -1;
  let referenced = false;
  for (const child of children(body)) {
    if (child.id === ids.block) track = readVint(child.data, 0, false)?.value ?? -1;
    if (child.id === ids.referenceBlock) referenced = true;
  }
  return { track, keyframe: !referenced };
}

const unknownSize = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
const segmentHeader = Uint8Array.from([0x18, 0x53, 0x80, 0x67, ...unknownSize]);
const clusterHeader = Uint8Array.from([0x1f, 0x43, 0xb6, 0x75, ...unknownSize]);

/** A Cluster that starts at `timecode`: what a late viewer gets before its first keyframe. */
export function clusterStart(timecode: number): Uint8Array {
  const value: number[] = [];
  let rest = Math.max(0, Math.floor(timecode));
  do {
    value.unshift(rest % 256);
    rest = Math.floor(rest / 256);
  } while (rest > 0);
  return Uint8Array.from([...clusterHeader, ids.timecode, 0x80 | value.length, ...value]);
}

type Level = 'top' | 'segment' | 'cluster';

export class WebmParser {
  private pending = new Uint8Array(0);
  private level: Level = 'top';
  private init: Uint8Array[] = [];
  private initDone = false;
  private video = new Set<number>();
  /** Bytes left in a Cluster of known size; null when its size is unknown. */
  private clusterLeft: number | null = null;
  private clusterHasTimecode = false;

  /** Feeds bytes; returns the pieces they complete. Throws WebmFormatError on a damaged stream. */
  push(bytes: Uint8Array): WebmPiece[] {
    const joined = new Uint8Array(this.pending.length + bytes.length);
    joined.set(this.pending);
    joined.set(bytes, this.pending.length);
    const pieces: WebmPiece[] = [];
    let at = 0;
    for (;;) {
      const used = this.step(joined, at, pieces);
      if (used === null) break;
      at += used;
    }
    this.pending = joined.slice(at);
    if (this.pending.length > maxElementBytes + 16) throw new WebmFormatError('An element is too large.');
    return pieces;
  }

  /** Reads one element at `at`; returns the bytes it used, or null when more are needed. */
  private step(bytes: Uint8Array, at: number, pieces: WebmPiece[]): number | null {
    if (this.level === 'cluster' && this.clusterLeft !== null && this.clusterLeft <= 0) {
      this.level = 'segment';
    }
    const header = readHeader(bytes, at);
    if (!header) return null;
    const body = (): Uint8Array | null => {
      if (header.size === null) throw new WebmFormatError('Only clusters may be of unknown size.');
      if (header.size > maxElementBytes) throw new WebmFormatError('An element is too large.');
      const end = at + header.headerLength + header.size;
      return end <= bytes.length ? bytes.subarray(at + header.headerLength, end) : null;
    };
    const whole = (data: Uint8Array) => header.headerLength + data.length;

    if (header.id === ids.ebml) {
      // A stream's start (also when the recorder restarts on the same connection).
      const data = body();
      if (!data) return null;
      this.level = 'top';
      this.init = [bytes.slice(at, at + whole(data))];
      this.initDone = false;
      this.video = new Set();
      return whole(data);
    }
    if (this.level === 'top') {
      if (header.id !== ids.segment || this.init.length === 0) {
        throw new WebmFormatError('The stream does not start with a WebM header.');
      }
      this.init.push(segmentHeader);
      this.level = 'segment';
      return header.headerLength;
    }
    if (this.level === 'cluster') {
      const used = this.clusterChild(bytes, at, header, body, pieces);
      if (used !== null && this.clusterLeft !== null && used > 0) this.clusterLeft -= used;
      return used === 0 ? this.step(bytes, at, pieces) : used;
    }
    // Segment level.
    if (header.id === ids.cluster) {
      if (!this.initDone) {
        if (this.init.length < 2) throw new WebmFormatError('A cluster before the tracks.');
        pieces.push({ kind: 'init', bytes: concat(this.init) });
        this.initDone = true;
      }
      this.level = 'cluster';
      this.clusterLeft = header.size;
      this.clusterHasTimecode = false;
      return header.headerLength;
    }
    const data = body();
    if (!data) return null;
    if (!this.initDone) {
      this.init.push(bytes.slice(at, at + whole(data)));
      if (header.id === ids.tracks) this.video = videoTracks(data);
    }
    // After the first cluster, Cues, Tags and Void are not needed by a live viewer.
    return whole(data);
  }

  /** A child of a Cluster; 0 when the element is not one (the unknown-size cluster has ended). */
  private clusterChild(
    bytes: Uint8Array,
    at: number,
    header: Element,
    body: () => Uint8Array | null,
    pieces: WebmPiece[],
  ): number | null {
    const isChild =
      header.id === ids.timecode ||
      header.id === ids.simpleBlock ||
      header.id === ids.blockGroup ||
      skippedClusterChildren.has(header.id);
    if (!isChild) {
      if (this.clusterLeft !== null) throw new WebmFormatError('A damaged cluster.');
      this.level = 'segment';
      return 0;
    }
    const data = body();
    if (!data) return null;
    const used = header.headerLength + data.length;
    if (header.id === ids.timecode) {
      const timecode = readUint(data);
      this.clusterHasTimecode = true;
      pieces.push({ kind: 'cluster', timecode, bytes: clusterStart(timecode) });
    } else if (header.id === ids.simpleBlock || header.id === ids.blockGroup) {
      if (!this.clusterHasTimecode) throw new WebmFormatError('A block before its cluster timecode.');
      const block = blockInfo(header.id, data);
      const startsPicture = this.video.size === 0 || this.video.has(block.track);
      pieces.push({
        kind: 'frame',
        keyframe: block.keyframe && startsPicture,
        bytes: bytes.slice(at, at + used),
      });
    }
    return used;
  }
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
