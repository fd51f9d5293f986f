/**
 * The video of a live sale, as the auction's `video_url` names it: a YouTube or Vimeo live
 * page or embed, or an HLS stream (`.m3u8`). The live room embeds or plays what this returns.
 */
export type LiveVideoSource =
  | { kind: 'youtube'; embedUrl: string }
  | { kind: 'vimeo'; embedUrl: string }
  | { kind: 'hls'; url: string };

const youtubeId = /^[\w-]{6,20}$/;

/** The parts of an https address this needs (the package has no DOM or Node types, so no `URL`). */
interface Address {
  hostname: string;
  pathname: string;
  param(name: string): string | null;
  text: string;
}

function parseAddress(text: string): Address | null {
  const match = /^https:\/\/([a-z0-9.-]+)(?::\d+)?(\/[^?#\s]*)?(?:\?([^#\s]*))?(?:#\S*)?$/i.exec(text.trim());
  if (!match) return null;
  const query = match[3] ?? '';
  return {
    hostname: (match[1] ?? '').toLowerCase(),
    pathname: match[2] ?? '/',
    param(name) {
      for (const pair of query.split('&')) {
        const [key, value = ''] = pair.split('=');
        if (key === name) return decodeURIComponent(value);
      }
      return null;
    },
    text: text.trim(),
  };
}
const vimeoId = /^\d{3,12}$/;

function youtube(url: Address): LiveVideoSource | null {
  const host = url.hostname.replace(/^(www|m)\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  if (host === 'youtu.be') id = parts[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') id = url.param('v');
    else if (parts[0] === 'live' || parts[0] === 'embed') id = parts[1] ?? null;
    if (parts[0] === 'embed' && id === 'live_stream') {
      const channel = url.param('channel');
      return channel && youtubeId.test(channel)
        ? { kind: 'youtube', embedUrl: `https://www.youtube.com/embed/live_stream?channel=${channel}` }
        : null;
    }
  } else return null;
  return id && youtubeId.test(id)
    ? { kind: 'youtube', embedUrl: `https://www.youtube.com/embed/${id}` }
    : null;
}

function vimeo(url: Address): LiveVideoSource | null {
  const parts = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'player.vimeo.com' && parts[0] === 'video' && vimeoId.test(parts[1] ?? '')) {
    return { kind: 'vimeo', embedUrl: `https://player.vimeo.com/video/${parts[1]}` };
  }
  if (url.hostname.replace(/^www\./, '') !== 'vimeo.com') return null;
  if (parts[0] === 'event' && vimeoId.test(parts[1] ?? '')) {
    return { kind: 'vimeo', embedUrl: `https://vimeo.com/event/${parts[1]}/embed` };
  }
  return vimeoId.test(parts[0] ?? '')
    ? { kind: 'vimeo', embedUrl: `https://player.vimeo.com/video/${parts[0]}` }
    : null;
}

/** What to play for a video URL; null when it is none of the kinds the live room can play. */
export function liveVideoSource(address: string): LiveVideoSource | null {
  const url = parseAddress(address);
  if (!url) return null;
  if (url.pathname.toLowerCase().endsWith('.m3u8')) return { kind: 'hls', url: url.text };
  return youtube(url) ?? vimeo(url);
}

export const liveVideoUrlMessage =
  'Use a YouTube or Vimeo link (https), or an HLS stream address ending in .m3u8.';
