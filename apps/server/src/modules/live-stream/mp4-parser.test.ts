import { describe, expect, it } from 'vitest';
import { readMp4 } from '../../../test/live-stream/mp4-check';
import { box, mp4Fragment, mp4Init, mp4Stream, type SyncStyle } from '../../../test/live-stream/mp4-fixture';
import { Mp4FormatError, Mp4Parser, type Mp4Piece } from './mp4-parser';
import { concat } from './webm-parser';

const summary = (pieces: Mp4Piece[]) =>
  pieces.map((piece) => (piece.kind === 'init' ? 'init' : piece.keyframe ? 'key' : 'delta'));

function parseInSlices(bytes: Uint8Array, slice: number): Mp4Piece[] {
  const parser = new Mp4Parser();
  const pieces: Mp4Piece[] = [];
  for (let at = 0; at < bytes.length; at += slice)
    pieces.push(...parser.push(bytes.subarray(at, at + slice)));
  return pieces;
}

describe('Mp4Parser', () => {
  it('reads a stream mp4box takes for fragmented H.264 and Opus, and names the same codecs', () => {
    const stream = mp4Stream(4, 2);
    const reading = readMp4(stream);
    expect(reading.errors).toEqual([]);
    expect(reading.info.isFragmented).toBe(true);
    expect(reading.info.tracks.map((track) => [track.id, track.codec])).toEqual([
      [1, 'avc1.42c020'],
      [2, 'Opus'],
    ]);

    const pieces = new Mp4Parser().push(stream);
    expect(summary(pieces)).toEqual(['init', 'key', 'delta', 'key', 'delta']);
    const init = pieces[0];
    expect(init?.kind === 'init' && init.mimeType).toBe('video/mp4;codecs="avc1.42c020,opus"');
    // Byte for byte: the pieces are the stream, minus nothing.
    expect(concat(pieces.map((piece) => piece.bytes))).toEqual(stream);
  });

  it('marks as keyframes exactly the fragments whose first video sample mp4box reads as a sync sample', () => {
    const stream = mp4Stream(6, 3);
    const pieces = new Mp4Parser().push(stream);
    const reading = readMp4(stream);
    const videoSync = reading.sync.get(1) ?? [];
    const perFragment = 15;
    const firstOfEach = pieces.slice(1).map((_, index) => videoSync[index * perFragment]);
    expect(videoSync).toHaveLength(6 * perFragment);
    expect(firstOfEach).toEqual([true, false, false, true, false, false]);
    expect(summary(pieces).slice(1)).toEqual(['key', 'delta', 'delta', 'key', 'delta', 'delta']);
  });

  it.each<SyncStyle>(['first-sample-flags', 'sample-flags', 'tfhd-default'])(
    'reads the first sample’s sync flag from the %s',
    (style) => {
      const stream = concat([
        mp4Init(),
        mp4Fragment({ sequence: 0, keyframe: true, style }),
        mp4Fragment({ sequence: 1, keyframe: false, style }),
      ]);
      expect(readMp4(stream).sync.get(1)?.[0]).toBe(true);
      expect(summary(new Mp4Parser().push(stream))).toEqual(['init', 'key', 'delta']);
    },
  );

  it('falls back on the track’s trex default flags when the fragment gives none', () => {
    const keyframesByDefault = concat([
      mp4Init({ videoDefaultFlags: 0x02000000 }),
      mp4Fragment({ sequence: 0, keyframe: true, style: 'trex-default' }),
    ]);
    const deltasByDefault = concat([
      mp4Init(),
      mp4Fragment({ sequence: 0, keyframe: true, style: 'trex-default' }),
    ]);
    expect(summary(new Mp4Parser().push(keyframesByDefault))).toEqual(['init', 'key']);
    expect(summary(new Mp4Parser().push(deltasByDefault))).toEqual(['init', 'delta']);
  });

  it('gives the same pieces however the bytes are cut', () => {
    const stream = mp4Stream(5, 2);
    const whole = new Mp4Parser().push(stream);
    for (const slice of [1, 3, 7, 100, 4096]) {
      const sliced = parseInSlices(stream, slice);
      expect(summary(sliced)).toEqual(summary(whole));
      expect(sliced.map((piece) => piece.bytes)).toEqual(whole.map((piece) => piece.bytes));
    }
  });

  it('gives a late viewer init + a keyframe fragment that mp4box reads as a playable start', () => {
    const pieces = new Mp4Parser().push(mp4Stream(5, 2));
    const init = pieces[0];
    const lastKey = pieces.filter((piece) => piece.kind === 'fragment' && piece.keyframe).at(-1);
    if (!init || !lastKey) throw new Error('no init or keyframe');
    const reading = readMp4(concat([init.bytes, lastKey.bytes]));
    expect(reading.info.isFragmented).toBe(true);
    expect(reading.sync.get(1)?.[0]).toBe(true);
  });

  it('names AAC sound as mp4a.40.2, and a picture without sound as video only', () => {
    const aac = new Mp4Parser().push(mp4Init({ audio: 'aac' }))[0];
    expect(aac?.kind === 'init' && aac.mimeType).toBe('video/mp4;codecs="avc1.42c020,mp4a.40.2"');
    expect(readMp4(mp4Init({ audio: 'aac' })).info.tracks[1]?.codec).toBe('mp4a.40.2');
    const silent = new Mp4Parser().push(mp4Init({ audio: 'none' }))[0];
    expect(silent?.kind === 'init' && silent.mimeType).toBe('video/mp4;codecs="avc1.42c020"');
  });

  it('treats every fragment of a stream without video as a keyframe', () => {
    const pieces = new Mp4Parser().push(
      concat([mp4Init({ video: false }), mp4Fragment({ sequence: 0, keyframe: false, video: false })]),
    );
    expect(pieces[0]?.kind === 'init' && pieces[0].mimeType).toBe('audio/mp4;codecs="opus"');
    expect(summary(pieces)).toEqual(['init', 'key']);
  });

  it('starts over at a new ftyp (the recorder restarted on the same connection)', () => {
    const parser = new Mp4Parser();
    parser.push(mp4Stream(3, 2));
    expect(summary(parser.push(mp4Stream(2, 2)))).toEqual(['init', 'key', 'delta']);
  });

  it('skips boxes a live viewer does not need', () => {
    const stream = concat([
      mp4Init(),
      box('free', new Uint8Array(4)),
      mp4Fragment({ sequence: 0, keyframe: true }),
    ]);
    expect(summary(new Mp4Parser().push(stream))).toEqual(['init', 'key']);
  });

  it.each([
    [
      'does not start with ftyp',
      () => mp4Fragment({ sequence: 0, keyframe: true }),
      /does not start with an MP4 header/,
    ],
    [
      'has a fragment before the moov',
      () => concat([ftypOf(mp4Init()), mp4Fragment({ sequence: 0, keyframe: true })]),
      /before the movie header/,
    ],
    [
      'has a box of size 0',
      () => concat([mp4Init(), new Uint8Array([0, 0, 0, 0, 0x6d, 0x64, 0x61, 0x74])]),
      /end of the file/,
    ],
    [
      'has a box too large',
      () => concat([mp4Init(), new Uint8Array([0x7f, 0, 0, 0, 0x6d, 0x64, 0x61, 0x74])]),
      /too large/,
    ],
    [
      'has a box smaller than its header',
      () => concat([mp4Init(), new Uint8Array([0, 0, 0, 4, 0x6d, 0x64, 0x61, 0x74])]),
      /damaged box/,
    ],
    [
      'has an mdat without moof',
      () => concat([mp4Init(), box('mdat', new Uint8Array(8))]),
      /without its fragment header/,
    ],
    [
      'has an unknown top-level box',
      () => concat([mp4Init(), box('junk', new Uint8Array(8))]),
      /unexpected "junk" box/,
    ],
    [
      'has a VP9 track',
      () => concat([box('ftyp', new Uint8Array(8)), vp9Moov()]),
      /codec vp09 cannot be relayed/,
    ],
    [
      'has a moov cut short inside',
      () =>
        concat([box('ftyp', new Uint8Array(8)), box('moov', box('trak', box('tkhd', new Uint8Array(2))))]),
      /damaged/,
    ],
  ])('refuses a stream that %s', (_name, bytes, message) => {
    expect(() => new Mp4Parser().push(bytes())).toThrow(Mp4FormatError);
    expect(() => new Mp4Parser().push(bytes())).toThrow(message);
  });
});

/** The ftyp box at the start of an init segment. */
const ftypOf = (init: Uint8Array) => init.subarray(0, new DataView(init.buffer).getUint32(0));

/** A moov whose video sample entry is VP9 instead of H.264. */
function vp9Moov(): Uint8Array {
  const init = mp4Init({ audio: 'none' });
  const moov = init.slice(ftypOf(init).length);
  const text = new TextDecoder('latin1').decode(moov);
  moov.set(new TextEncoder().encode('vp09'), text.indexOf('avc1'));
  return moov;
}
