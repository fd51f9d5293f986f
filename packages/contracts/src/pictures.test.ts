import { describe, expect, it } from 'vitest';
import { pictureSrcSet } from './pictures';

const oak = {
  thumb: '/media/lots/a-320.webp',
  medium: '/media/lots/a-800.webp',
  large: '/media/lots/a-1600.webp',
};

describe('pictureSrcSet', () => {
  it('lists the three WebP sizes by their widths', () => {
    expect(pictureSrcSet(oak)).toBe(
      '/media/lots/a-320.webp 320w, /media/lots/a-800.webp 800w, /media/lots/a-1600.webp 1600w',
    );
    expect(pictureSrcSet({ ...oak, width: 4000 })).toBe(pictureSrcSet(oak));
  });

  it('never says a size is wider than the original it was made from', () => {
    expect(pictureSrcSet({ ...oak, width: 1200 })).toBe(
      '/media/lots/a-320.webp 320w, /media/lots/a-800.webp 800w, /media/lots/a-1600.webp 1200w',
    );
    expect(pictureSrcSet({ ...oak, width: 640 })).toBe(
      '/media/lots/a-320.webp 320w, /media/lots/a-800.webp 640w',
    );
    expect(pictureSrcSet({ ...oak, width: 200 })).toBe('/media/lots/a-320.webp 200w');
  });

  it('takes the nominal widths when the original width is not known', () => {
    expect(pictureSrcSet({ ...oak, width: 0 })).toBe(pictureSrcSet(oak));
  });
});
