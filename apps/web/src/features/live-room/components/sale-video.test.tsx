import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaleVideo } from './sale-video';

const region = () => within(screen.getByRole('region', { name: 'Sale video' }));
const unavailable = 'Video unavailable — bidding still works';

// The embed's host is reachable unless a test says otherwise.
let reach: ReturnType<typeof vi.fn>;
beforeEach(() => {
  reach = vi.fn().mockResolvedValue(new Response(null));
  vi.stubGlobal('fetch', reach);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SaleVideo', () => {
  it('embeds a YouTube live page as a muted autoplaying frame', async () => {
    render(<SaleVideo videoUrl="https://www.youtube.com/watch?v=dQw4w9WgXcQ" saleStatus="running" />);
    expect(await region().findByTitle('Sale video')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1',
    );
  });

  it('embeds a Vimeo event with Vimeo’s own mute parameter', async () => {
    render(<SaleVideo videoUrl="https://vimeo.com/event/4412345" saleStatus="running" />);
    expect(await region().findByTitle('Sale video')).toHaveAttribute(
      'src',
      'https://vimeo.com/event/4412345/embed?autoplay=1&muted=1',
    );
  });

  it('plays an HLS stream natively where the browser can (Safari)', () => {
    const canPlay = vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    const { unmount } = render(
      <SaleVideo videoUrl="https://stream.example.ca/sale/index.m3u8" saleStatus="running" />,
    );
    expect(region().getByLabelText('Sale video')).toHaveAttribute(
      'src',
      'https://stream.example.ca/sale/index.m3u8',
    );
    unmount();
    expect(load).toHaveBeenCalled();
    canPlay.mockRestore();
    load.mockRestore();
  });

  it('says so when the sale has no video, or one it cannot play, and that bidding still works', () => {
    const { rerender } = render(<SaleVideo videoUrl={null} saleStatus="running" />);
    expect(region().getByText('No video for this sale — bidding still works')).toBeInTheDocument();
    rerender(<SaleVideo videoUrl="https://example.com/not-a-stream" saleStatus="running" />);
    expect(region().getByText('No video for this sale — bidding still works')).toBeInTheDocument();
  });

  it('shows a placeholder, not the stream, before the sale begins and after it ends', () => {
    const { rerender } = render(
      <SaleVideo videoUrl="https://www.youtube.com/watch?v=dQw4w9WgXcQ" saleStatus="not_started" />,
    );
    expect(region().getByText('The video starts when the sale begins')).toBeInTheDocument();
    expect(region().queryByTitle('Sale video')).not.toBeInTheDocument();
    rerender(<SaleVideo videoUrl="https://www.youtube.com/watch?v=dQw4w9WgXcQ" saleStatus="ended" />);
    expect(region().getByText('The sale has ended')).toBeInTheDocument();
    expect(region().queryByTitle('Sale video')).not.toBeInTheDocument();
    expect(reach).not.toHaveBeenCalled();
  });

  it('shows "Video unavailable" instead of a broken frame when the video host cannot be reached', async () => {
    reach.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<SaleVideo videoUrl="https://www.youtube.com/watch?v=dQw4w9WgXcQ" saleStatus="running" />);
    expect(await region().findByText(unavailable)).toBeInTheDocument();
    expect(region().queryByTitle('Sale video')).not.toBeInTheDocument();
    expect(reach).toHaveBeenCalledWith('https://www.youtube.com/embed/dQw4w9WgXcQ', {
      mode: 'no-cors',
      cache: 'no-store',
      signal: expect.any(AbortSignal),
    });
  });

  it('replaces a stream that fails to play with "Video unavailable"', () => {
    const canPlay = vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    const { unmount } = render(
      <SaleVideo videoUrl="https://stream.example.ca/sale/index.m3u8" saleStatus="running" />,
    );
    fireEvent.error(region().getByLabelText('Sale video'));
    expect(region().getByText(unavailable)).toBeInTheDocument();
    expect(region().queryByLabelText('Sale video')).not.toBeInTheDocument();
    unmount();
    expect(load).toHaveBeenCalled();
    canPlay.mockRestore();
  });
});
