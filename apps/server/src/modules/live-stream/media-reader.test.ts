import { describe, expect, it } from 'vitest';
import { mp4Stream } from '../../../test/live-stream/mp4-fixture';
import { webmStream } from '../../../test/live-stream/webm-fixture';
import { type MediaPiece, MediaReader, StreamFormatError } from './media-reader';

function readByteByByte(reader: MediaReader, bytes: Uint8Array): MediaPiece[] {
  const pieces: MediaPiece[] = [];
  for (let at = 0; at < bytes.length; at += 1) pieces.push(...reader.push(bytes.subarray(at, at + 1)));
  return pieces;
}

describe('MediaReader', () => {
  it('learns MP4 from the first bytes, even when they arrive one at a time', () => {
    const pieces = readByteByByte(new MediaReader('video/mp4;codecs=avc1,opus'), mp4Stream(2, 2));
    expect(pieces.map((piece) => piece.kind)).toEqual(['init', 'frame', 'frame']);
    expect(pieces[0]).toMatchObject({ container: 'mp4', mimeType: 'video/mp4;codecs="avc1.42c020,opus"' });
  });

  it('learns WebM from the first bytes and keeps the type the clerk started with', () => {
    const pieces = readByteByByte(new MediaReader('video/webm;codecs=vp8,opus'), webmStream(1, 1));
    expect(pieces.map((piece) => piece.kind)).toEqual(['init', 'cluster', 'frame', 'frame']);
    expect(pieces[0]).toMatchObject({ container: 'webm', mimeType: 'video/webm;codecs=vp8,opus' });
  });

  it('refuses bytes of neither container, and a container other than the one started', () => {
    expect(() => new MediaReader('video/webm').push(new TextEncoder().encode('plain text'))).toThrow(
      new StreamFormatError('The stream is neither WebM nor MP4.'),
    );
    expect(() => new MediaReader('video/webm').push(mp4Stream(1))).toThrow(
      'The stream is MP4 but was started as video/webm.',
    );
  });

  it('reports a damaged MP4 as a stream format error', () => {
    const damaged = mp4Stream(1).slice();
    const moof = new TextDecoder('latin1').decode(damaged).indexOf('moof');
    damaged.set([0, 0, 0, 4], moof - 4);
    const reader = new MediaReader('video/mp4');
    expect(() => reader.push(damaged)).toThrow(StreamFormatError);
  });
});
