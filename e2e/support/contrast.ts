import type { Locator } from 'playwright-core';

/**
 * The contrast of a focused control's outline against what is behind it (WCAG 1.4.11 asks 3:1).
 * The browser itself turns the computed colours into sRGB (through a canvas), and a translucent
 * ring is first laid over that background, as the eye sees it.
 */
export function focusRingContrast(control: Locator): Promise<number> {
  return control.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const paint = canvas.getContext('2d', { willReadFrequently: true });
    if (!paint) throw new Error('No canvas to read colours with');
    const rgba = (color: string): [number, number, number, number] => {
      paint.clearRect(0, 0, 1, 1);
      paint.fillStyle = color;
      paint.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = paint.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = (top: [number, number, number, number], under: number[]) =>
      [0, 1, 2].map((i) => (top[i] ?? 0) * top[3] + (under[i] ?? 0) * (1 - top[3]));
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((v) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    // The ring lies just outside the control: behind it are the backgrounds of its ancestors.
    const layers: string[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      layers.unshift(getComputedStyle(node).backgroundColor);
    }
    const behind = layers.reduce<number[]>((under, color) => over(rgba(color), under), [255, 255, 255]);
    const style = getComputedStyle(element);
    if (style.outlineStyle === 'none' || Number.parseFloat(style.outlineWidth) === 0) return 1;
    const ring = over(rgba(style.outlineColor), behind);
    const [light, dark] = [luminance(ring), luminance(behind)].sort((a, b) => b - a);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  });
}
