import { describe, expect, it } from 'vitest';
import { showApplicationFailedToLoad } from './root-missing';

describe('missing #root', () => {
  it('writes "Application Failed to Load" into the page', () => {
    document.body.innerHTML = '<p>old</p>';
    showApplicationFailedToLoad();
    expect(document.body.querySelector('h1')?.textContent).toBe('Application Failed to Load');
    expect(document.body.textContent).not.toContain('old');
  });
});
