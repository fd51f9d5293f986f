import { describe, expect, it } from 'vitest';
import { pickRecorderType } from './stream-publisher';
import { streamUrl } from './stream-url';
import { cameraErrorMessage, choicesOf } from './use-camera';

describe('streamUrl', () => {
  it('uses wss on https pages and carries the token when signed in', () => {
    expect(streamUrl('abc', 'publish', 'a b', { protocol: 'https:', host: 'harbourside.ca' })).toBe(
      'wss://harbourside.ca/api/live-stream/abc/publish?token=a%20b',
    );
    expect(streamUrl('abc', 'watch', null, { protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/live-stream/abc/watch',
    );
  });
});

describe('recording and devices', () => {
  it('records MP4 with H.264 where it can (AAC sound first), then VP8, VP9 or any WebM, and nothing else', () => {
    expect(pickRecorderType(() => true)).toBe('video/mp4;codecs=avc1,mp4a.40.2');
    // Debian's Chromium: H.264 and Opus, no AAC encoder.
    expect(pickRecorderType((type) => type !== 'video/mp4;codecs=avc1,mp4a.40.2')).toBe(
      'video/mp4;codecs=avc1,opus',
    );
    expect(pickRecorderType((type) => type.startsWith('video/webm'))).toBe('video/webm;codecs=vp8,opus');
    expect(pickRecorderType((type) => type.includes('vp9'))).toBe('video/webm;codecs=vp9,opus');
    expect(pickRecorderType((type) => type === 'video/webm')).toBe('video/webm');
    expect(pickRecorderType(() => false)).toBeNull();
  });

  it('names devices even when the browser hides their labels', () => {
    const device = (kind: MediaDeviceKind, deviceId: string, label = '') =>
      ({ kind, deviceId, label, groupId: '' }) as MediaDeviceInfo;
    const devices = [
      device('videoinput', 'cam-1', 'Saleroom PTZ'),
      device('videoinput', 'cam-2'),
      device('audioinput', 'mic-1'),
      device('audiooutput', 'speaker'),
      device('videoinput', ''),
    ];
    expect(choicesOf(devices, 'videoinput', 'Camera')).toEqual([
      { value: 'cam-1', label: 'Saleroom PTZ' },
      { value: 'cam-2', label: 'Camera 2' },
    ]);
    expect(choicesOf(devices, 'audioinput', 'Microphone')).toEqual([
      { value: 'mic-1', label: 'Microphone 1' },
    ]);
  });

  it('explains a blocked or missing camera in words the clerk can act on', () => {
    expect(cameraErrorMessage(new DOMException('no', 'NotAllowedError'))).toMatch(/blocked/);
    expect(cameraErrorMessage(new DOMException('no', 'NotFoundError'))).toMatch(/No camera/);
    expect(cameraErrorMessage(new DOMException('no', 'NotReadableError'))).toMatch(/in use/);
    expect(cameraErrorMessage('odd')).toMatch(/could not be opened/);
  });
});
