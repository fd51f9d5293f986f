import { describe, expect, it } from 'vitest';
import {
  blockGroup,
  clusterOpen,
  clusterSized,
  element,
  simpleBlock,
  webmHeader,
  webmStream,
} from '../../../test/live-stream/webm-fixture';
import { clusterStart, concat, WebmFormatError, WebmParser, type WebmPiece } from './webm-parser';

const summary = (pieces: WebmPiece[]) =>
  pieces.map((piece) =>
    piece.kind === 'init'
      ? 'init'
      : piece.kind === 'cluster'
        ? `cluster@${piece.timecode}`
        : piece.keyframe
          ? 'key'
          : 'delta',
  );

function parseInSlices(bytes: Uint8Array, slice: number): WebmPiece[] {
  const parser = new WebmParser();
  const pieces: WebmPiece[] = [];
  for (let at = 0; at < bytes.length; at += slice)
    pieces.push(...parser.push(bytes.subarray(at, at + slice)));
  return pieces;
}

describe('WebmParser', () => {
  it('splits a MediaRecorder stream into init, clusters and frames, with the video keyframes marked', () => {
    const pieces = new WebmParser().push(webmStream(2, 2, 4));
    // Audio frames (track 2) never start a picture; video frames 0 and 4 would, frame 4 is not here.
    expect(summary(pieces)).toEqual([
      'init',
      'cluster@0',
      'key',
      'delta',
      'delta',
      'delta',
      'cluster@1000',
      'delta',
      'delta',
      'delta',
      'delta',
    ]);
  });

  it('gives the same pieces however the bytes are cut, and the frames byte for byte', () => {
    const stream = webmStream(3, 3, 4);
    const whole = new WebmParser().push(stream);
    for (const slice of [1, 2, 3, 7, 64, 1000]) {
      const sliced = parseInSlices(stream, slice);
      expect(summary(sliced)).toEqual(summary(whole));
      expect(sliced.map((piece) => Array.from(piece.bytes))).toEqual(
        whole.map((piece) => Array.from(piece.bytes)),
      );
    }
  });

  it('rewrites the Segment to unknown size and keeps Info and Tracks in the init segment', () => {
    const header = webmHeader();
    const [init] = new WebmParser().push(concat([header, clusterOpen(0)]));
    expect(init?.kind).toBe('init');
    expect(Array.from(init?.bytes ?? [])).toEqual(Array.from(header));
  });

  it('reads clusters of known size and BlockGroups (keyframe when nothing is referenced)', () => {
    const stream = concat([
      webmHeader(),
      clusterSized(0, blockGroup(1, false), blockGroup(1, true), simpleBlock(2, 5, true)),
      clusterSized(500, simpleBlock(1, 0, true)),
    ]);
    const pieces = parseInSlices(stream, 5);
    expect(summary(pieces)).toEqual(['init', 'cluster@0', 'key', 'delta', 'delta', 'cluster@500', 'key']);
  });

  it('treats every frame of an audio-only stream as a starting point', () => {
    const stream = concat([webmHeader({ audioOnly: true }), clusterOpen(0), simpleBlock(1, 0, true)]);
    expect(summary(new WebmParser().push(stream))).toEqual(['init', 'cluster@0', 'key']);
  });

  it('starts over with a new init segment when the recorder restarts on the same connection', () => {
    const parser = new WebmParser();
    parser.push(webmStream(1));
    expect(summary(parser.push(webmStream(1, 1)))).toEqual(['init', 'cluster@0', 'key', 'delta']);
  });

  it('writes a late viewer a cluster start that the parser reads back at the same timecode', () => {
    const pieces = new WebmParser().push(
      concat([webmHeader(), clusterStart(123_456), simpleBlock(1, 0, true)]),
    );
    expect(summary(pieces)).toEqual(['init', 'cluster@123456', 'key']);
  });

  it('refuses what is not WebM, blocks before a timecode, and oversized elements', () => {
    expect(() => new WebmParser().push(new TextEncoder().encode('hello, this is not a video'))).toThrow(
      WebmFormatError,
    );
    const noTimecode = concat([
      webmHeader(),
      Uint8Array.from([0x1f, 0x43, 0xb6, 0x75, 0xff]),
      simpleBlock(1, 0, true),
    ]);
    expect(() => new WebmParser().push(noTimecode)).toThrow('A block before its cluster timecode.');
    const huge = concat([
      webmHeader(),
      clusterOpen(0),
      Uint8Array.from([0xa3, 0x08, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    ]);
    expect(() => new WebmParser().push(huge)).toThrow('An element is too large.');
  });

  it('holds nothing back once an element is complete', () => {
    const parser = new WebmParser();
    const block = simpleBlock(1, 0, true);
    parser.push(concat([webmHeader(), clusterOpen(0)]));
    expect(parser.push(block.subarray(0, block.length - 1))).toEqual([]);
    expect(summary(parser.push(block.subarray(block.length - 1)))).toEqual(['key']);
    expect(element(0xec).length).toBe(2);
  });
});
