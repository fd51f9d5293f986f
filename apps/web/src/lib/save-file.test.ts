import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { objectUrlLifetimeMs, saveFile } from './save-file';

describe('saveFile', () => {
  const createObjectURL = vi.fn(() => 'blob:statement');
  const revokeObjectURL = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('clicks a link to the bytes under the file name and leaves no link behind', () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('statement-C-1001.pdf');
      expect(this.href).toBe('blob:statement');
    });
    saveFile(new Blob(['%PDF-'], { type: 'application/pdf' }), 'statement-C-1001.pdf');
    expect(click).toHaveBeenCalledOnce();
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('keeps the URL alive after the click, so a download that starts late still finds it, then frees it', () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    saveFile(new Blob(['a,b\r\n']), 'lots.csv');
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(objectUrlLifetimeMs);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:statement');
  });
});
