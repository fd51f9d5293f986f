/**
 * Tests only: builds the fragmented MP4 a MediaRecorder writes (Chrome 126+): ftyp, a moov with an
 * H.264 video track 1 and an Opus (or AAC) audio track 2 and their trex defaults, then fragments
 * of moof (mfhd, a traf per track: tfhd, tfdt, trun) + mdat. The samples are filler bytes.
 */
import { concat } from '../../src/modules/live-stream/webm-parser';

const ascii = (text: string) => new TextEncoder().encode(text);

function uints(bytes: number, ...values: number[]): Uint8Array {
  const out = new Uint8Array(bytes * values.length);
  const data = new DataView(out.buffer);
  values.forEach((value, index) => {
    if (bytes === 1) data.setUint8(index, value);
    if (bytes === 2) data.setUint16(index * 2, value);
    if (bytes === 4) data.setUint32(index * 4, value);
    if (bytes === 8) data.setBigUint64(index * 8, BigInt(value));
  });
  return out;
}
const u8 = (...values: number[]) => uints(1, ...values);
const u16 = (...values: number[]) => uints(2, ...values);
const u32 = (...values: number[]) => uints(4, ...values);
const zeros = (count: number) => new Uint8Array(count);

export function box(type: string, ...body: Uint8Array[]): Uint8Array {
  const data = concat(body);
  return concat([u32(8 + data.length), ascii(type), data]);
}

const fullBox = (type: string, version: number, flags: number, ...body: Uint8Array[]) =>
  box(type, u32(version * 0x1000000 + flags), ...body);

const matrix = u32(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000);

/** The avcC Chromium writes for its Baseline 640x360 camera picture (profile 42, level 20). */
const avcC = Uint8Array.from(
  Buffer.from('0142c020ffe100126742c0208c8d402802dd350606060784423501000468ce3c80', 'hex'),
);
/** Opus, 1 channel, 48 kHz (the dOps Chromium writes). */
const dOps = Uint8Array.from(Buffer.from('00010f000000bb80000000', 'hex'));
/** AAC-LC (audio object type 2), 48 kHz, stereo, as an MPEG-4 elementary stream descriptor. */
const esds = concat([
  u32(0),
  u8(0x03, 25, 0, 2, 0),
  u8(0x04, 17, 0x40, 0x15, 0, 0, 0),
  u32(128_000, 128_000),
  u8(0x05, 2, 0x11, 0x90),
  u8(0x06, 1, 2),
]);

export const videoTimescale = 90_000;
export const audioTimescale = 48_000;
/** Sample flags: a sync sample (depends on no other), and a non-sync one. */
export const syncFlags = 0x02000000;
export const deltaFlags = 0x01010000;

function sampleTable(entry: Uint8Array): Uint8Array {
  const empty = u32(0);
  return box(
    'stbl',
    fullBox('stsd', 0, 0, u32(1), entry),
    fullBox('stts', 0, 0, empty),
    fullBox('stsc', 0, 0, empty),
    fullBox('stsz', 0, 0, u32(0, 0)),
    fullBox('stco', 0, 0, empty),
  );
}

function track(id: number, kind: 'vide' | 'soun', timescale: number, header: Uint8Array, entry: Uint8Array) {
  const dinf = box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1)));
  return box(
    'trak',
    fullBox(
      'tkhd',
      0,
      3,
      u32(0, 0, id, 0, 0),
      zeros(8),
      u16(0, 0, kind === 'soun' ? 0x100 : 0, 0),
      matrix,
      u32(kind === 'vide' ? 640 << 16 : 0, kind === 'vide' ? 360 << 16 : 0),
    ),
    box(
      'mdia',
      fullBox('mdhd', 0, 0, u32(0, 0, timescale, 0), u16(0x55c4, 0)),
      fullBox('hdlr', 0, 0, u32(0), ascii(kind), zeros(12), ascii(`${kind}\0`)),
      box('minf', header, dinf, sampleTable(entry)),
    ),
  );
}

const videoEntry = () =>
  box(
    'avc1',
    zeros(6),
    u16(1),
    zeros(16),
    u16(640, 360),
    u32(0x480000, 0x480000, 0),
    u16(1),
    zeros(32),
    u16(0x18, 0xffff),
    box('avcC', avcC),
  );

function audioEntry(codec: 'opus' | 'aac'): Uint8Array {
  const fields = concat([zeros(6), u16(1), zeros(8), u16(2, 16, 0, 0), u32(audioTimescale << 16)]);
  return codec === 'opus'
    ? box('Opus', fields, box('dOps', dOps))
    : box('mp4a', fields, fullBox('esds', 0, 0, esds.subarray(4)));
}

export interface InitOptions {
  audio?: 'opus' | 'aac' | 'none';
  video?: boolean;
  /** trex default_sample_flags of the video track. */
  videoDefaultFlags?: number;
}

/** ftyp + moov: the init segment. */
export function mp4Init(options: InitOptions = {}): Uint8Array {
  const audio = options.audio ?? 'opus';
  const video = options.video ?? true;
  const tracks: Uint8Array[] = [];
  const trex: Uint8Array[] = [];
  if (video) {
    tracks.push(track(1, 'vide', videoTimescale, fullBox('vmhd', 0, 1, zeros(8)), videoEntry()));
    trex.push(fullBox('trex', 0, 0, u32(1, 1, 0, 0, options.videoDefaultFlags ?? deltaFlags)));
  }
  if (audio !== 'none') {
    tracks.push(track(2, 'soun', audioTimescale, fullBox('smhd', 0, 0, zeros(4)), audioEntry(audio)));
    trex.push(fullBox('trex', 0, 0, u32(2, 1, 0, 0, 0)));
  }
  return concat([
    box('ftyp', ascii('isom'), u32(0x200), ascii('isomiso6iso2avc1mp41')),
    box(
      'moov',
      fullBox('mvhd', 0, 0, u32(0, 0, 1000, 0, 0x10000), u16(0x100), zeros(10), matrix, zeros(24), u32(3)),
      ...tracks,
      box('mvex', ...trex),
    ),
  ]);
}

/** How the fragment tells whether its first video sample is a sync sample. */
export type SyncStyle = 'first-sample-flags' | 'sample-flags' | 'tfhd-default' | 'trex-default';

export interface FragmentOptions {
  sequence: number;
  keyframe: boolean;
  style?: SyncStyle;
  /** Video samples of 1/30 s each; the audio track gets one sample per fragment. */
  samples?: number;
  fill?: number;
  video?: boolean;
  audio?: boolean;
}

/** A trun for `sizes` samples, its data offset patched in later at byte 8 of the body. */
function trun(sizes: number[], duration: number, style: SyncStyle, firstFlags: number): Uint8Array {
  if (style === 'first-sample-flags') {
    const rows = sizes.flatMap((size) => [duration, size]);
    return fullBox('trun', 0, 0x305, u32(sizes.length, 0, firstFlags, ...rows));
  }
  if (style === 'sample-flags') {
    const rows = sizes.flatMap((size, index) => [duration, size, index === 0 ? firstFlags : deltaFlags]);
    return fullBox('trun', 0, 0x701, u32(sizes.length, 0, ...rows));
  }
  return fullBox('trun', 0, 0x301, u32(sizes.length, 0, ...sizes.flatMap((size) => [duration, size])));
}

/** moof + mdat: one fragment, its data offsets pointing into its own mdat. */
export function mp4Fragment(options: FragmentOptions): Uint8Array {
  const style = options.style ?? 'first-sample-flags';
  const count = options.samples ?? 15;
  const fill = options.fill ?? options.sequence % 250;
  const firstFlags = options.keyframe ? syncFlags : deltaFlags;
  const videoSizes = Array.from({ length: count }, (_, index) => (index === 0 ? 400 : 60));
  const audioSizes = [80];
  const trafs: { id: number; sizes: number[]; run: Uint8Array; tfhd: Uint8Array; decodeTime: number }[] = [];
  if (options.video ?? true) {
    const tfhd =
      style === 'tfhd-default'
        ? fullBox('tfhd', 0, 0x020020, u32(1, firstFlags))
        : fullBox('tfhd', 0, 0x020000, u32(1));
    const duration = videoTimescale / 30;
    trafs.push({
      id: 1,
      sizes: videoSizes,
      run: trun(videoSizes, duration, style, firstFlags),
      tfhd,
      decodeTime: options.sequence * count * duration,
    });
  }
  if (options.audio ?? true) {
    const tfhd = fullBox('tfhd', 0, 0x020000, u32(2));
    trafs.push({
      id: 2,
      sizes: audioSizes,
      run: trun(audioSizes, 960, 'first-sample-flags', syncFlags),
      tfhd,
      decodeTime: options.sequence * 960,
    });
  }
  const build = (offsets: number[]) =>
    box(
      'moof',
      fullBox('mfhd', 0, 0, u32(options.sequence)),
      ...trafs.map((traf, index) => {
        const run = traf.run.slice();
        new DataView(run.buffer).setUint32(16, offsets[index] ?? 0);
        return box('traf', traf.tfhd, fullBox('tfdt', 1, 0, uints(8, traf.decodeTime)), run);
      }),
    );
  const moofSize = build([]).length;
  const offsets: number[] = [];
  let offset = moofSize + 8;
  for (const traf of trafs) {
    offsets.push(offset);
    offset += traf.sizes.reduce((sum, size) => sum + size, 0);
  }
  const data = trafs.flatMap((traf) => traf.sizes.map((size) => new Uint8Array(size).fill(fill)));
  return concat([build(offsets), box('mdat', ...data)]);
}

/** Init, then `fragments` fragments with a keyframe every `gop` fragments. */
export function mp4Stream(fragments: number, gop = 2, init: InitOptions = {}): Uint8Array {
  const parts = [mp4Init(init)];
  for (let sequence = 0; sequence < fragments; sequence += 1)
    parts.push(mp4Fragment({ sequence, keyframe: sequence % gop === 0, audio: init.audio !== 'none' }));
  return concat(parts);
}
