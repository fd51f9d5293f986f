import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories';
import { renderRoutes } from '../../test/render-app';
import { RealtimeProvider } from './realtime-provider';
import { useRealtime } from './use-realtime';

const opened: string[] = [];
class StubSocket {
  static readonly OPEN = 1;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(url: string) {
    opened.push(url);
  }
  send() {}
  close() {
    this.readyState = 3;
  }
}

function State() {
  const { state } = useRealtime();
  return <p data-testid="state">{state}</p>;
}
const layout = (
  <RealtimeProvider>
    <State />
  </RealtimeProvider>
);
const routes = [
  { path: '/about', element: layout },
  { path: '/dashboard', element: layout },
];

beforeEach(() => {
  opened.length = 0;
  vi.stubGlobal('WebSocket', StubSocket);
});
afterEach(() => vi.unstubAllGlobals());

describe('RealtimeProvider', () => {
  it('stays disconnected on pages without live data', () => {
    renderRoutes(routes, { path: '/about' });
    expect(opened).toEqual([]);
    expect(screen.getByTestId('state')).toHaveTextContent('disconnected');
  });

  it('connects on the dashboard with the stored token', () => {
    localStorage.setItem('token', 'abc');
    renderRoutes(routes, { path: '/dashboard', user: buildUser() });
    expect(opened).toEqual([`ws://${window.location.host}/api/ws?token=abc`]);
  });

  it('disconnects when leaving for a page without live data', async () => {
    const { router } = renderRoutes(routes, { path: '/dashboard' });
    expect(opened).toHaveLength(1);
    await act(() => router.navigate('/about'));
    expect(screen.getByTestId('state')).toHaveTextContent('disconnected');
    expect(opened).toHaveLength(1);
  });
});
