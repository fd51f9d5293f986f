import { liveVideoSource } from '@auction/contracts';
import { VideoOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

const frame =
  'relative aspect-video overflow-hidden rounded-xl bg-slate-900 dark:bg-black dark:ring-1 dark:ring-slate-700';

function NoVideo({ text }: { text: string }) {
  return (
    <div
      className={`${frame} flex flex-col items-center justify-center gap-2 p-6 text-center text-slate-200`}
    >
      <VideoOff aria-hidden="true" className="size-8 text-slate-400" />
      <p className="text-sm font-medium">{text}</p>
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
          if (data.fatal)
            setFailed('The sale video is not available right now. It may not have started yet.');
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
      />
      {failed && (
        <p className="absolute inset-x-0 bottom-12 mx-4 rounded bg-black/70 p-2 text-center text-sm text-white">
          {failed}
        </p>
      )}
    </div>
  );
}

/** The sale's video as its `video_url` names it: a YouTube or Vimeo frame, or an HLS stream. */
export function SaleVideo({ videoUrl }: { videoUrl: string | null }) {
  const source = videoUrl ? liveVideoSource(videoUrl) : null;
  return (
    <section aria-label="Sale video">
      {!source ? (
        <NoVideo text="No video for this sale" />
      ) : source.kind === 'hls' ? (
        <HlsVideo url={source.url} />
      ) : (
        <div className={frame}>
          <iframe
            title="Sale video"
            src={`${source.embedUrl}${source.embedUrl.includes('?') ? '&' : '?'}autoplay=1&${source.kind === 'vimeo' ? 'muted' : 'mute'}=1`}
            className="size-full"
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      )}
    </section>
  );
}
