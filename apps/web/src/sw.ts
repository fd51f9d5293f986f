/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

/*
 * The house's service worker (decision 0071): the app's shell precached, its page scripts and lot
 * pictures kept for a while as they are loaded, and the API never from a cache, so a bid or a price is always the
 * server's. A page that cannot be loaded shows the offline page. Pushes are shown as
 * notifications; tapping one opens its page.
 */

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

const offlinePage = '/offline.html';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/api/'),
  new NetworkOnly(),
);

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/media/') &&
    request.destination === 'image',
  new CacheFirst({
    cacheName: 'lot-pictures',
    plugins: [
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 14 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

// Page scripts and the rest of the build: hashed names, so a cached copy is never stale.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'app-files',
    plugins: [
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

// Pages come from the server (it writes each page's head and renders it); offline, the offline page.
registerRoute(new NavigationRoute(new NetworkOnly()));

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(offlinePage)) ?? Response.error();
  return Response.error();
});

self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

interface AlertPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

function isAlertPayload(value: unknown): value is AlertPayload {
  const payload = value as Partial<AlertPayload> | null;
  return typeof payload?.title === 'string' && typeof payload.url === 'string';
}

self.addEventListener('push', (event) => {
  let payload: unknown = null;
  try {
    payload = event.data?.json();
  } catch {
    payload = null;
  }
  if (!isAlertPayload(payload)) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: payload.url },
    }),
  );
});

/** Opens the alert's page: in a window of the site already open if there is one, else a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const path = typeof data?.url === 'string' && data.url.startsWith('/') ? data.url : '/';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = open.find((client) => new URL(client.url).origin === self.location.origin);
      if (same) {
        await same.focus();
        // A window the worker does not control cannot be moved: a new one opens instead.
        const moved = await same.navigate(target).catch(() => null);
        if (moved) return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
