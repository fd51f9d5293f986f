import { type LiveSnapshot, liveVideoSource } from '@auction/contracts';
import { Video, VideoOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

const frame =
  'relative aspect-video overflow-hidden rounded-xl bg-slate-900 dark:bg-black dark:ring-1 dark:ring-slate-700';

const unavailable = 'Video unavailable — bidding still works';
/** How long the video's host has to answer before the room says the video is unavailable. */
const REACH_TIMEOUT_MS = 10_000;

/** Stands where the picture would be: the sale goes on without it. */
function NoVideo({ text, detail, waiting }: { text: string; detail?: string | null; waiting?: boolean }) {
  const Icon = waiting ? Video : VideoOff;
  return (
    <div
      className={`${frame} flex flex-col items-center justify-center gap-2 p-6 text-center text-slate-200`}
    >
      <Icon aria-hidden="true" className="size-8 text-slate-400" />
      <p className="text-sm font-medium">{text}</p>
      {detail && <p className="max-w-sm text-xs text-slate-400">{detail}</p>}
    </div>
  );
}

/**
 * Whether the frame's host answers at all. A no-cors request fails only when the network does
 * (offline, blocked, unknown host): exactly when the frame would show the browser's broken page.
 */
function useHostAnswers(url: string): boolean {
  const [answers, setAnswers] = useState(true);
  useEffect(() => {
    let stopped = false;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REACH_TIMEOUT_MS);
    setAnswers(true);
    fetch(url, { mode: 'no-cors', cache: 'no-store', signal: controller.signal })
      .catch(() => {
        if (!stopped) setAnswers(false);
      })
      .finally(() => clearTimeout(timer));
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
    };
  }, [url]);
  return answers;
}

/** A YouTube or Vimeo frame, muted so it may start by itself. */
function EmbeddedVideo({ embedUrl, kind }: { embedUrl: string; kind: 'youtube' | 'vimeo' }) {
  const answers = useHostAnswers(embedUrl);
  if (!answers) return <NoVideo text={unavailable} />;
  return (
    <div className={frame}>
      <iframe
        title="Sale video"
        src={`${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1&${kind === 'vimeo' ? 'muted' : 'mute'}=1`}
        className="size-full"
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}

/** An HLS stream: natively where the browser plays it (Safari), otherwise with hls.js. */
function HlsVideo({ url }: { url: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    setFailed(null);
    if (element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = url;
      return () => {
        element.removeAttribute('src');
        element.load();
      };
    }
    let stopped = false;
    let destroy = () => {};
    void import('hls.js')
      .then(({ default: Hls }) => {
        if (stopped) return;
        if (!Hls.isSupported()) {
          setFailed('This browser cannot play the sale video. Try a recent Chrome, Edge, Firefox or Safari.');
          return;
        }
        // No worker: the site's CSP allows no blob: workers, and one stream needs none.
        const hls = new Hls({ enableWorker: false, lowLatencyMode: true });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailed('The stream could not be loaded. It may not have started yet.');
        });
        hls.loadSource(url);
        hls.attachMedia(element);
        destroy = () => hls.destroy();
      })
      .catch(() => setFailed('The video player could not be loaded. Reload the page to try again.'));
    return () => {
      stopped = true;
      destroy();
    };
  }, [url]);

  if (failed) return <NoVideo text={unavailable} detail={failed} />;
  return (
    <div className={frame}>
      {/* Autoplay needs the sound off; the player's own controls turn it on. */}
      <video
        ref={video}
        aria-label="Sale video"
        className="size-full object-contain"
        controls
        autoPlay
        muted
        playsInline
        onError={() => setFailed('The stream could not be played.')}
      />
    </div>
  );
}

/**
 * The sale's video as its `video_url` names it: a YouTube or Vimeo frame, or an HLS stream; before
 * the sale, after it, or when the video cannot load, a placeholder says so (bidding goes on).
 */
export function SaleVideo({
  videoUrl,
  saleStatus,
}: {
  videoUrl: string | null;
  saleStatus: LiveSnapshot['sale_status'];
}) {
  const source = videoUrl ? liveVideoSource(videoUrl) : null;
  return (
    <section aria-label="Sale video">
      {saleStatus === 'not_started' ? (
        <NoVideo text="The video starts when the sale begins" waiting />
      ) : saleStatus === 'ended' ? (
        <NoVideo text="The sale has ended" />
      ) : !source ? (
        <NoVideo text="No video for this sale — bidding still works" />
      ) : source.kind === 'hls' ? (
        <HlsVideo url={source.url} />
      ) : (
        <EmbeddedVideo embedUrl={source.embedUrl} kind={source.kind} />
      )}
    </section>
  );
}
