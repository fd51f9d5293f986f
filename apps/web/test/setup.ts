import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * After each test: unmount what it rendered, and clear what it wrote into the page and storage
 * itself. Files of the `web` project share one page per worker, so what a test leaves behind
 * would be found by the next file's queries.
 */
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) {
    if (name !== 'lang') document.documentElement.removeAttribute(name);
  }
  localStorage.clear();
  sessionStorage.clear();
});
