import { useEffect, useState } from 'react';

export interface DeviceChoice {
  value: string;
  label: string;
}

export interface Camera {
  stream: MediaStream | null;
  cameras: DeviceChoice[];
  microphones: DeviceChoice[];
  cameraId: string;
  microphoneId: string;
  chooseCamera(id: string): void;
  chooseMicrophone(id: string): void;
  error: string | null;
}

/** What went wrong opening the camera, in words the clerk can act on. */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'The camera and microphone are blocked. Allow them for this site in the browser’s address bar, then reload the page.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No camera or microphone was found. Plug one in, then reload the page.';
  if (name === 'NotReadableError')
    return 'The camera or microphone is in use by another program. Close it and try again.';
  return 'The camera could not be opened. Reload the page and try again.';
}

/** Device choices of one kind, named even when the browser gives no label. */
export function choicesOf(
  devices: readonly MediaDeviceInfo[],
  kind: MediaDeviceKind,
  noun: string,
): DeviceChoice[] {
  return devices
    .filter((device) => device.kind === kind && device.deviceId)
    .map((device, index) => ({ value: device.deviceId, label: device.label || `${noun} ${index + 1}` }));
}

const trackDevice = (track: MediaStreamTrack | undefined) => track?.getSettings().deviceId ?? '';

/** Opens the chosen camera and microphone (the defaults first) and lists the others. */
export function useCamera(): Camera {
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [wanted, setWanted] = useState({ cameraId: '', microphoneId: '' });
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const media = navigator.mediaDevices;
    if (!media?.getUserMedia) {
      setError('This page cannot use a camera here. Open it over https in a recent Chrome, Edge or Firefox.');
      return;
    }
    let cancelled = false;
    let opened: MediaStream | null = null;
    const size = { width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } };
    media
      .getUserMedia({
        video: wanted.cameraId ? { ...size, deviceId: { exact: wanted.cameraId } } : size,
        audio: wanted.microphoneId ? { deviceId: { exact: wanted.microphoneId } } : true,
      })
      .then(async (next) => {
        if (cancelled) {
          for (const track of next.getTracks()) track.stop();
          return;
        }
        opened = next;
        setStream(next);
        setError(null);
        setDevices(await media.enumerateDevices());
      })
      .catch((reason: unknown) => {
        if (!cancelled) setError(cameraErrorMessage(reason));
      });
    const refresh = () => void media.enumerateDevices().then(setDevices);
    media.addEventListener?.('devicechange', refresh);
    return () => {
      cancelled = true;
      media.removeEventListener?.('devicechange', refresh);
      for (const track of opened?.getTracks() ?? []) track.stop();
    };
  }, [wanted]);

  return {
    stream,
    cameras: choicesOf(devices, 'videoinput', 'Camera'),
    microphones: choicesOf(devices, 'audioinput', 'Microphone'),
    cameraId: wanted.cameraId || trackDevice(stream?.getVideoTracks()[0]),
    microphoneId: wanted.microphoneId || trackDevice(stream?.getAudioTracks()[0]),
    chooseCamera: (cameraId) => setWanted((current) => ({ ...current, cameraId })),
    chooseMicrophone: (microphoneId) => setWanted((current) => ({ ...current, microphoneId })),
    error,
  };
}
