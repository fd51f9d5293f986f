import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SaleVideo } from './sale-video';

const region = () => within(screen.getByRole('region', { name: 'Sale video' }));

describe('SaleVideo', () => {
  it('embeds a YouTube live page as a muted autoplaying frame', () => {
    render(<SaleVideo videoUrl="https://www.youtube.com/watch?v=dQw4w9WgXcQ" />);
    expect(region().getByTitle('Sale video')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1',
    );
  });

  it('embeds a Vimeo event with Vimeo’s own mute parameter', () => {
    render(<SaleVideo videoUrl="https://vimeo.com/event/4412345" />);
    expect(region().getByTitle('Sale video')).toHaveAttribute(
      'src',
      'https://vimeo.com/event/4412345/embed?autoplay=1&muted=1',
    );
  });

  it('plays an HLS stream natively where the browser can (Safari)', () => {
    const canPlay = vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    const { unmount } = render(<SaleVideo videoUrl="https://stream.example.ca/sale/index.m3u8" />);
    expect(region().getByLabelText('Sale video')).toHaveAttribute(
      'src',
      'https://stream.example.ca/sale/index.m3u8',
    );
    unmount();
    expect(load).toHaveBeenCalled();
    canPlay.mockRestore();
    load.mockRestore();
  });

  it('says so when the sale has no video, or one it cannot play', () => {
    const { rerender } = render(<SaleVideo videoUrl={null} />);
    expect(region().getByText('No video for this sale')).toBeInTheDocument();
    rerender(<SaleVideo videoUrl="https://example.com/not-a-stream" />);
    expect(region().getByText('No video for this sale')).toBeInTheDocument();
  });
});
