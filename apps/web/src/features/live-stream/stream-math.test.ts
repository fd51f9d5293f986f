import { describe, expect, it } from 'vitest';
import {
  addSample,
  bestOffset,
  bitrateOf,
  delayBehindRoom,
  edgeTarget,
  formatBitrate,
  formatDelay,
  halfRoundTrip,
  liveEdgeSeek,
  offsetOf,
  trimRange,
} from './stream-math';

describe('clock offset', () => {
  it('takes the server time as of the middle of the round trip', () => {
    expect(offsetOf({ sentAt: 1000, receivedAt: 1100, serverTime: 5050 })).toBe(4000);
  });

  it('trusts the sample with the shortest round trip and ignores impossible ones', () => {
    const samples = [
      { sentAt: 0, receivedAt: 400, serverTime: 1000 }, // slow: offset 800
      { sentAt: 1000, receivedAt: 1020, serverTime: 1510 }, // fast: offset 500
      { sentAt: 2000, receivedAt: 1990, serverTime: 0 }, // answer before the question
    ];
    expect(bestOffset(samples)).toBe(500);
    expect(bestOffset([])).toBeNull();
  });

  it('keeps the last samples only', () => {
    let samples: ReturnType<typeof addSample> = [];
    for (let i = 0; i < 12; i += 1)
      samples = addSample(samples, { sentAt: i, receivedAt: i + 1, serverTime: i });
    expect(samples).toHaveLength(8);
    expect(samples[0]?.sentAt).toBe(4);
  });
});

describe('live edge', () => {
  it('keeps playing when close to the newest picture', () => {
    expect(liveEdgeSeek(9.0, [[0, 10]])).toBeNull();
    expect(liveEdgeSeek(8.6, [[0, 10]])).toBeNull();
  });

  it('jumps to just before the newest picture when more than 1.5 s behind', () => {
    expect(liveEdgeSeek(8.4, [[0, 10]])).toBeCloseTo(9.7);
  });

  it('jumps into the newest range when stuck before it (a start, or a gap after a skip)', () => {
    expect(liveEdgeSeek(0, [[4, 4.2]])).toBe(4);
    expect(
      liveEdgeSeek(3, [
        [0, 3],
        [6, 6.5],
      ]),
    ).toBeCloseTo(6.2);
  });

  it('does nothing without media', () => {
    expect(liveEdgeSeek(0, [])).toBeNull();
  });

  it('trails further behind when media comes in larger pieces (half-second MP4 fragments)', () => {
    expect(edgeTarget([0.033, 0.04])).toBe(0.3);
    expect(edgeTarget([0.5, 0.52, 0.48])).toBeCloseTo(0.72);
    // A jump of seconds is a skip to a later keyframe, not a piece's length.
    expect(edgeTarget([0.04, 4])).toBe(0.3);
    expect(liveEdgeSeek(9.5, [[0, 10]], 0.72)).toBeNull();
    expect(liveEdgeSeek(8.0, [[0, 10]], 0.72)).toBeCloseTo(9.28);
  });

  it('removes media well behind the playhead only when it is worth it', () => {
    expect(trimRange(25, [[0, 26]])).toBeNull();
    expect(trimRange(40, [[2, 41]])).toEqual([2, 20]);
    expect(trimRange(40, [])).toBeNull();
  });
});

describe('delay behind the room, by the stream’s own clock', () => {
  it('adds the newest piece’s age on arrival, the time since it came, and how far playback trails it', () => {
    // The piece was 250 ms old when the server sent it, and arrived at 10_000 on this device's clock.
    const edge = { ageMs: 250, arrivedAt: 10_000, bufferedEnd: 50 };
    expect(delayBehindRoom(10_000, edge, 50, 50)).toBeCloseTo(0.3);
    expect(delayBehindRoom(10_400, edge, 49.5, 50)).toBeCloseTo(1.2);
    expect(delayBehindRoom(10_400, edge, 50.2, 50)).toBeCloseTo(0.7);
  });

  it('never reads a device clock against the server’s: a phone clock hours off changes nothing', () => {
    const edge = { ageMs: 250, arrivedAt: 5_000, bufferedEnd: 50 };
    const hoursLater = { ...edge, arrivedAt: edge.arrivedAt + 3_600_000 };
    expect(delayBehindRoom(5_400 + 3_600_000, hoursLater, 49.5, 50)).toBeCloseTo(1.2);
  });

  it('takes the way from the server as half the shortest round trip', () => {
    const samples = [
      { sentAt: 0, receivedAt: 300, serverTime: 9e12 },
      { sentAt: 1000, receivedAt: 1080, serverTime: 0 },
      { sentAt: 2000, receivedAt: 1990, serverTime: 0 },
    ];
    expect(halfRoundTrip(samples)).toBe(40);
    expect(halfRoundTrip([])).toBeNull();
  });

  it('reads as the room sees it', () => {
    expect(formatDelay(1.234)).toBe('1.2 s behind the room');
    expect(formatBitrate(bitrateOf(150_000, 1000))).toBe('1.2 Mbit/s');
    expect(formatBitrate(bitrateOf(10_000, 1000))).toBe('80 kbit/s');
    expect(bitrateOf(10, 0)).toBe(0);
  });
});
