import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';

interface DetectedCode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedCode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

function barcodeDetector(): BarcodeDetectorConstructor | null {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  const media =
    typeof navigator === 'undefined' ? undefined : (navigator.mediaDevices as MediaDevices | undefined);
  return candidate && media && 'getUserMedia' in media ? candidate : null;
}

/** Whether this browser can read a QR code from the camera (otherwise staff type the number). */
export const canScanQr = () => barcodeDetector() !== null;

/** Reads an invoice's QR code with the camera and hands its text over once. */
export function QrScanner({ onScan }: { onScan: (text: string) => void }) {
  const [active, setActive] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!active) return;
    const Detector = barcodeDetector();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const detector = new Detector({ formats: ['qr_code'] });
    const look = async () => {
      if (stopped || !video.current) return;
      try {
        const [code] = await detector.detect(video.current);
        if (code?.rawValue) {
          setActive(false);
          onScan(code.rawValue);
          return;
        }
      } catch {
        // A frame that is not ready yet: look again.
      }
      timer = setTimeout(look, 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void look();
      })
      .catch(() => {
        setProblem('The camera could not be opened. Type the invoice number instead.');
        setActive(false);
      });
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [active, onScan]);

  if (!canScanQr()) return null;
  return (
    <div className="space-y-2">
      <Button type="button" variant="secondary" onClick={() => setActive((on) => !on)}>
        {active ? 'Stop scanning' : 'Scan the invoice QR code'}
      </Button>
      {problem && <p className="text-sm text-red-700 dark:text-red-400">{problem}</p>}
      {active && (
        <video ref={video} muted playsInline className="aspect-video w-full max-w-md rounded-lg bg-black" />
      )}
    </div>
  );
}
