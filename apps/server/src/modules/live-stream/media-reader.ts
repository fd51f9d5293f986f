/**
 * The clerk's recording as the relay sees it, WebM or fragmented MP4: the container is learned
 * from the first bytes (an EBML header, or an ftyp box), then the matching parser reads the rest.
 */
import { Mp4FormatError, Mp4Parser } from './mp4-parser';
import { concat, WebmFormatError, WebmParser } from './webm-parser';

export type Container = 'webm' | 'mp4';

export type MediaPiece =
  /** What a viewer's player starts with; `mimeType` is what its Media Source is opened with. */
  | { kind: 'init'; container: Container; mimeType: string; bytes: Uint8Array }
  /** WebM only: a Cluster's start and its timecode. */
  | { kind: 'cluster'; timecode: number; bytes: Uint8Array }
  /** A WebM block or an MP4 fragment; `keyframe` when a viewer may start decoding here. */
  | { kind: 'frame'; keyframe: boolean; bytes: Uint8Array };

export class StreamFormatError extends Error {}

const ebmlMagic = [0x1a, 0x45, 0xdf, 0xa3];
const ftyp = [0x66, 0x74, 0x79, 0x70];

/** The container, or null while too few bytes have come to tell. */
function sniff(bytes: Uint8Array): Container | 'unknown' | null {
  const matches = (magic: number[], from: number) =>
    magic.every((byte, i) => from + i >= bytes.length || bytes[from + i] === byte);
  if (bytes.length >= 4 && matches(ebmlMagic, 0)) return 'webm';
  if (bytes.length >= 8 && matches(ftyp, 4)) return 'mp4';
  return bytes.length < 8 && (matches(ebmlMagic, 0) || matches(ftyp, 4)) ? null : 'unknown';
}

const containerOf = (mimeType: string): Container => (/^[a-z]+\/mp4/i.test(mimeType) ? 'mp4' : 'webm');

export class MediaReader {
  private head: Uint8Array = new Uint8Array(0);
  private parser: { container: 'webm'; webm: WebmParser } | { container: 'mp4'; mp4: Mp4Parser } | null =
    null;

  /** `declaredType` is the type the clerk's `start` named; the bytes must be of that container. */
  constructor(private readonly declaredType: string) {}

  /** Feeds bytes; returns the pieces they complete. Throws StreamFormatError on a damaged stream. */
  push(bytes: Uint8Array): MediaPiece[] {
    try {
      return this.read(bytes);
    } catch (error) {
      if (error instanceof WebmFormatError || error instanceof Mp4FormatError)
        throw new StreamFormatError(error.message);
      throw error;
    }
  }

  private read(received: Uint8Array): MediaPiece[] {
    let bytes = received;
    if (!this.parser) {
      this.head = concat([this.head, bytes]);
      const container = sniff(this.head);
      if (container === null) return [];
      if (container === 'unknown') throw new StreamFormatError('The stream is neither WebM nor MP4.');
      if (container !== containerOf(this.declaredType)) {
        const name = container === 'mp4' ? 'MP4' : 'WebM';
        throw new StreamFormatError(`The stream is ${name} but was started as ${this.declaredType}.`);
      }
      this.parser =
        container === 'mp4' ? { container, mp4: new Mp4Parser() } : { container, webm: new WebmParser() };
      bytes = this.head;
      this.head = new Uint8Array(0);
    }
    if (this.parser.container === 'mp4') {
      return this.parser.mp4
        .push(bytes)
        .map((piece) =>
          piece.kind === 'init'
            ? { ...piece, container: 'mp4' }
            : { kind: 'frame', keyframe: piece.keyframe, bytes: piece.bytes },
        );
    }
    const mimeType = this.declaredType;
    return this.parser.webm
      .push(bytes)
      .map((piece) => (piece.kind === 'init' ? { ...piece, container: 'webm', mimeType } : piece));
  }
}
