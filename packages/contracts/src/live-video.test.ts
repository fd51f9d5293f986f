import { describe, expect, it } from 'vitest';
import { auctionBodySchema } from './auctions';
import { liveVideoSource } from './live-video';

describe('liveVideoSource', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ?si=x', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    [
      'https://www.youtube.com/embed/live_stream?channel=UCabcdef123456',
      'https://www.youtube.com/embed/live_stream?channel=UCabcdef123456',
    ],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/event/1234567', 'https://vimeo.com/event/1234567/embed'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('embeds %s', (url, embedUrl) => {
    expect(liveVideoSource(url)).toMatchObject({ embedUrl });
  });

  it('plays an HLS stream and refuses anything else', () => {
    expect(liveVideoSource('https://stream.example.ca/sale/index.m3u8')).toEqual({
      kind: 'hls',
      url: 'https://stream.example.ca/sale/index.m3u8',
    });
    for (const url of [
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://example.ca/video.mp4',
      'https://www.youtube.com/embed/live_stream',
      'https://vimeo.com/channels/staffpicks',
      'not a link',
    ]) {
      expect(liveVideoSource(url)).toBeNull();
    }
  });

  it('is checked on the auction form', () => {
    const result = auctionBodySchema.safeParse({ title: 'Sale', video_url: 'https://example.ca/video.mp4' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Use a YouTube or Vimeo link (https), or an HLS stream address ending in .m3u8.',
    ]);
    expect(
      auctionBodySchema.parse({ title: 'Sale', video_url: 'https://youtu.be/dQw4w9WgXcQ' }).video_url,
    ).toBe('https://youtu.be/dQw4w9WgXcQ');
  });
});
