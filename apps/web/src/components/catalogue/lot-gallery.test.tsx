import { lotGallerySizes } from '@auction/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { LotGallery } from './lot-gallery';

const images = [1, 2, 3].map((n) => ({
  thumb: `/media/p${n}-320.webp`,
  medium: `/media/p${n}-800.webp`,
  large: `/media/p${n}-1600.webp`,
  width: 1600,
  height: 1200,
}));

beforeAll(() => {
  // jsdom has no PointerEvent; a MouseEvent carries the clientX a swipe is measured by.
  window.PointerEvent ??= MouseEvent as typeof PointerEvent;
});

const mainPhoto = () => screen.getByRole('button', { name: /^Photo \d of 3: zoom in$/ });

describe('LotGallery', () => {
  it('loads the main photo first, in the size the page shows it, with its space kept', () => {
    render(<LotGallery images={images} title="Oak Table" />);
    const main = mainPhoto().querySelector('img');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).not.toHaveAttribute('loading');
    expect(main).toHaveAttribute('src', '/media/p1-800.webp');
    expect(main).toHaveAttribute(
      'srcset',
      '/media/p1-320.webp 320w, /media/p1-800.webp 800w, /media/p1-1600.webp 1600w',
    );
    expect(main).toHaveAttribute('sizes', lotGallerySizes);
    expect(main).toHaveAttribute('width', '1600');
    expect(main).toHaveAttribute('height', '1200');
    for (const n of [1, 2, 3]) {
      const thumb = screen.getByRole('button', { name: `Show photo ${n}` }).querySelector('img');
      expect(thumb).toHaveAttribute('loading', 'lazy');
      expect(thumb).toHaveAttribute('src', `/media/p${n}-320.webp`);
      expect(thumb).toHaveAttribute('width', '320');
      expect(thumb).toHaveAttribute('height', '240');
    }
  });

  it('lists no size wider than the original photo', () => {
    const small = { ...images[0], width: 640, height: 480 } as (typeof images)[number];
    render(<LotGallery images={[small]} title="Oak Table" />);
    const main = screen.getByRole('button', { name: 'Photo 1 of 1: zoom in' }).querySelector('img');
    expect(main).toHaveAttribute('srcset', '/media/p1-320.webp 320w, /media/p1-800.webp 640w');
    expect(main).toHaveAttribute('width', '640');
    expect(main).toHaveAttribute('height', '480');
  });

  it('moves between photos with the arrow keys, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<LotGallery images={images} title="Oak Table" />);
    mainPhoto().focus();
    expect(mainPhoto()).toHaveAccessibleName('Photo 1 of 3: zoom in');
    await user.keyboard('{ArrowRight}');
    expect(mainPhoto()).toHaveAccessibleName('Photo 2 of 3: zoom in');
    expect(mainPhoto().querySelector('img')).toHaveAttribute('src', '/media/p2-800.webp');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(mainPhoto()).toHaveAccessibleName('Photo 1 of 3: zoom in');
    await user.keyboard('{ArrowLeft}');
    expect(mainPhoto()).toHaveAccessibleName('Photo 3 of 3: zoom in');
    await user.keyboard('{Home}');
    expect(mainPhoto()).toHaveAccessibleName('Photo 1 of 3: zoom in');
    await user.keyboard('{End}');
    expect(mainPhoto()).toHaveAccessibleName('Photo 3 of 3: zoom in');
    expect(screen.getByRole('button', { name: 'Show photo 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows a photo picked from the thumbnail strip', async () => {
    const user = userEvent.setup();
    render(<LotGallery images={images} title="Oak Table" />);
    await user.click(screen.getByRole('button', { name: 'Show photo 2' }));
    expect(mainPhoto()).toHaveAccessibleName('Photo 2 of 3: zoom in');
  });

  it('zooms with Enter and closes with Escape, giving focus back', async () => {
    const user = userEvent.setup();
    render(<LotGallery images={images} title="Oak Table" />);
    mainPhoto().focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Zoomed photo of Oak Table' });
    expect(screen.getByRole('button', { name: 'Close zoom' })).toHaveFocus();
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/media/p1-1600.webp');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mainPhoto()).toHaveFocus();
  });

  it('swipes to the next and previous photo, and a tap zooms', () => {
    render(<LotGallery images={images} title="Oak Table" />);
    fireEvent.pointerDown(mainPhoto(), { clientX: 300 });
    fireEvent.pointerUp(mainPhoto(), { clientX: 180 });
    expect(mainPhoto()).toHaveAccessibleName('Photo 2 of 3: zoom in');
    fireEvent.pointerDown(mainPhoto(), { clientX: 100 });
    fireEvent.pointerUp(mainPhoto(), { clientX: 260 });
    expect(mainPhoto()).toHaveAccessibleName('Photo 1 of 3: zoom in');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.pointerDown(mainPhoto(), { clientX: 200 });
    fireEvent.pointerUp(mainPhoto(), { clientX: 203 });
    expect(screen.getByRole('dialog', { name: 'Zoomed photo of Oak Table' })).toBeInTheDocument();
  });

  it('says when a lot has no photos yet', () => {
    render(<LotGallery images={[]} title="Oak Table" />);
    expect(screen.getByText('No photos of this lot yet')).toBeInTheDocument();
  });

  it('says "item" for a buy-now item with no photos', () => {
    render(<LotGallery images={[]} title="Box of hand tools" noun="item" />);
    expect(screen.getByText('No photos of this item yet')).toBeInTheDocument();
  });
});
