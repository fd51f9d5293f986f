import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { listenForSockets } from './ws-client';

/**
 * The file's test app, listening for sockets on a port of its own: started before the file's
 * tests, closed after them. `served.t` is the app and `served.url` the address sockets open.
 */
export function useSocketTestApp(options?: Parameters<typeof createTestApp>[0]): {
  readonly t: TestApp;
  readonly url: string;
} {
  let app: TestApp | undefined;
  let url = '';
  beforeAll(async () => {
    app = await createTestApp(options);
    url = await listenForSockets(app.app);
  });
  afterAll(() => app?.close());
  return {
    get t() {
      if (!app) throw new Error('The test app starts before the tests');
      return app;
    },
    get url() {
      return url;
    },
  };
}
