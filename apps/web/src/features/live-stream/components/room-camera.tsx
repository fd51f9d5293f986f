import { Radio, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { readToken } from '../../../lib/auth/token-storage';
import { formatBitrate } from '../stream-math';
import { type PublisherSnapshot, type PublisherStatus, StreamPublisher } from '../stream-publisher';
import { streamUrl } from '../stream-url';
import { useCamera } from '../use-camera';

const statusText: Record<PublisherStatus, string> = {
  idle: 'Not streaming',
  connecting: 'Connecting…',
  streaming: 'Streaming to bidders',
  reconnecting: 'The connection dropped. Reconnecting…',
  failed: 'Streaming stopped',
};

const idle: PublisherSnapshot = { status: 'idle', container: null, bitrate: null, error: null };

/** Streams the camera while `on`; a new camera or microphone restarts the recording. */
function usePublisher(auctionId: string, stream: MediaStream | null, on: boolean): PublisherSnapshot {
  const [snapshot, setSnapshot] = useState<PublisherSnapshot>(idle);
  useEffect(() => {
    if (!on || !stream) {
      setSnapshot(idle);
      return;
    }
    const publisher = new StreamPublisher(
      stream,
      streamUrl(auctionId, 'publish', readToken(), window.location),
      setSnapshot,
    );
    publisher.start();
    return () => publisher.stop();
  }, [auctionId, stream, on]);
  return snapshot;
}

/** The clerk's capture of the saleroom: devices, preview, Start/Stop streaming, status and bitrate. */
export function RoomCamera({ auctionId }: { auctionId: string }) {
  const camera = useCamera();
  const [on, setOn] = useState(false);
  const snapshot = usePublisher(auctionId, camera.stream, on);
  const preview = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (preview.current) preview.current.srcObject = camera.stream;
  }, [camera.stream]);

  const live = snapshot.status === 'streaming';
  return (
    <section aria-labelledby="room-camera-heading" className="space-y-4">
      <h2 id="room-camera-heading" className="text-lg font-semibold">
        Room camera
      </h2>
      {camera.error && <Alert tone="error">{camera.error}</Alert>}
      <div className="relative aspect-video overflow-hidden rounded-xl bg-slate-900 dark:bg-black dark:ring-1 dark:ring-slate-700">
        <video
          ref={preview}
          aria-label="Camera preview"
          className="size-full object-contain"
          autoPlay
          muted
          playsInline
        />
        {live && (
          <span className="absolute top-3 left-3 rounded bg-red-600 px-2 py-0.5 text-xs font-bold tracking-wide text-white">
            ON AIR
          </span>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Camera"
          value={camera.cameraId}
          onChange={(event) => camera.chooseCamera(event.target.value)}
          options={camera.cameras.length ? camera.cameras : [{ value: '', label: 'No camera found' }]}
          disabled={camera.cameras.length === 0}
        />
        <SelectField
          label="Microphone"
          value={camera.microphoneId}
          onChange={(event) => camera.chooseMicrophone(event.target.value)}
          options={
            camera.microphones.length ? camera.microphones : [{ value: '', label: 'No microphone found' }]
          }
          disabled={camera.microphones.length === 0}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {on ? (
          <Button variant="danger" onClick={() => setOn(false)}>
            <Square aria-hidden="true" className="size-4" />
            Stop streaming
          </Button>
        ) : (
          <Button onClick={() => setOn(true)} disabled={!camera.stream}>
            <Radio aria-hidden="true" className="size-4" />
            Start streaming
          </Button>
        )}
        <p role="status" className="text-sm font-medium">
          {statusText[snapshot.status]}
        </p>
        {live && snapshot.bitrate !== null && (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Sending <span data-testid="stream-bitrate">{formatBitrate(snapshot.bitrate)}</span>
          </p>
        )}
      </div>
      {live && snapshot.container === 'webm' && (
        <Alert tone="warning">
          This browser records the camera as WebM, which iPhones and iPads cannot play: bidders on them see no
          picture, though their bidding still works. Stream from Chrome 126 or later, Edge or Safari to reach
          every phone.
        </Alert>
      )}
      {snapshot.error && <Alert tone="error">{snapshot.error}</Alert>}
    </section>
  );
}
