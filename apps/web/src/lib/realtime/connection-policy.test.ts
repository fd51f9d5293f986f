import { describe, expect, it } from 'vitest';
import { realtimeUrl, shouldConnectRealtime } from './connection-policy';
import { reconnectDelay } from './reconnect-delay';

const id = '3f2b8c1e-9a4d-4e7b-8c21-5d6f7a8b9c0d';

describe('shouldConnectRealtime', () => {
  it.each([
    '/live',
    '/live/anything',
    '/dashboard',
    '/admin/clerk-panel/x',
    '/admin/clerk-panel-sst/x',
    '/admin/auctioneer-display/x',
    '/admin/test-ai-clerk',
    `/auctions/${id}`,
    `/auctions/${id}-spring-estate-sale`,
    `/auctions/${id}/live`,
    `/auctions/${id}/live-sst`,
    `/lots/${id}`,
    `/lots/${id}-snap-on-tool-chest`,
    '/watchlist',
  ])('connects on %s', (path) => {
    expect(shouldConnectRealtime(path)).toBe(true);
  });

  it.each([
    '/',
    '/auctions',
    '/auctions/past',
    '/about',
    '/profile',
    '/invoices',
    `/invoices/${id}`,
    `/auctions/${id}/invoices`,
    '/admin',
    `/admin/auctions/${id}/dashboard`,
    '/lots',
    '/lots/not-a-lot',
    `/admin/lots/${id}`,
    `/lots/${id}/invoices`,
  ])('stays off on %s', (path) => {
    expect(shouldConnectRealtime(path)).toBe(false);
  });
});

describe('reconnectDelay', () => {
  it('starts at 1 s and doubles', () => {
    expect([1, 2, 3, 4, 5].map(reconnectDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
  });
  it('is capped at 30 s', () => {
    expect(reconnectDelay(6)).toBe(30_000);
    expect(reconnectDelay(50)).toBe(30_000);
  });
});

describe('realtimeUrl', () => {
  it('uses wss on https pages and carries the token', () => {
    expect(realtimeUrl('a.b.c', { protocol: 'https:', host: 'example.ca' })).toBe(
      'wss://example.ca/api/ws?token=a.b.c',
    );
  });
  it('uses ws on http pages and no query for guests', () => {
    expect(realtimeUrl(null, { protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/api/ws',
    );
  });
});
