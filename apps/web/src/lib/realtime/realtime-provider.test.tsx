import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../test/factories';
import { renderRoutes } from '../../../test/render-app';
import { initialAuthState } from '../auth/auth-state';
import { registerNavigator } from '../navigation';
import { notify } from '../notify';
import { RealtimeProvider } from './realtime-provider';
import { useRealtime } from './use-realtime';

const opened: string[] = [];
const sockets: StubSocket[] = [];
class StubSocket {
  static readonly OPEN = 1;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(url: string) {
    opened.push(url);
    sockets.push(this);
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
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

const navigate = vi.fn();
beforeEach(() => {
  opened.length = 0;
  sockets.length = 0;
  vi.stubGlobal('WebSocket', StubSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  navigate.mockReset();
  localStorage.clear();
});

const sessionExpired = {
  type: 'session_expired',
  message: 'Your session has expired. Please log in again.',
  timestamp: 1,
};

describe('RealtimeProvider', () => {
  it('stays disconnected on pages without live data', () => {
    renderRoutes(routes, { path: '/about' });
    expect(opened).toEqual([]);
    expect(screen.getByTestId('state')).toHaveTextContent('disconnected');
  });

  it('connects on the dashboard with the stored token, once its client has loaded', async () => {
    localStorage.setItem('token', 'abc');
    renderRoutes(routes, { path: '/dashboard', user: buildUser() });
    expect(screen.getByTestId('state')).toHaveTextContent('disconnected');
    await waitFor(() => expect(opened).toEqual([`ws://${window.location.host}/api/ws?token=abc`]));
  });

  it('on session_expired does what a 401 does: clears the token, says so and goes to /login', async () => {
    registerNavigator(navigate);
    vi.spyOn(notify, 'error').mockImplementation(() => 0);
    window.history.replaceState(null, '', '/dashboard');
    localStorage.setItem('token', 'abc');
    renderRoutes(routes, { path: '/dashboard', user: buildUser() });
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sockets[0]?.receive(sessionExpired));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(notify.error).toHaveBeenCalledWith('Your session has expired. Please log in again.', {
      id: 'Your session has expired. Please log in again.',
    });
    expect(navigate).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/dashboard')}`, {
      state: { from: '/dashboard' },
    });
  });

  it('says nothing of an expired session while the user is logging out (the logout itself ends it)', async () => {
    registerNavigator(navigate);
    vi.spyOn(notify, 'error').mockImplementation(() => 0);
    localStorage.setItem('token', 'abc');
    const loggingOut = {
      ...initialAuthState.actions,
      logout: { loading: true, error: null },
    };
    renderRoutes(routes, { path: '/dashboard', user: buildUser(), auth: { actions: loggingOut } });
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sockets[0]?.receive(sessionExpired));
    expect(notify.error).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on session_expired of an older token, keeps the newer one another tab stored and reconnects with it', async () => {
    registerNavigator(navigate);
    localStorage.setItem('token', 'old');
    renderRoutes(routes, { path: '/dashboard', user: buildUser() });
    await waitFor(() => expect(sockets).toHaveLength(1));
    localStorage.setItem('token', 'fresh');
    act(() => sockets[0]?.receive(sessionExpired));
    expect(localStorage.getItem('token')).toBe('fresh');
    expect(navigate).not.toHaveBeenCalled();
    expect(opened.at(-1)).toBe(`ws://${window.location.host}/api/ws?token=fresh`);
  });

  it('disconnects when leaving for a page without live data', async () => {
    const { router } = renderRoutes(routes, { path: '/dashboard' });
    await waitFor(() => expect(opened).toHaveLength(1));
    await act(() => router.navigate('/about'));
    expect(screen.getByTestId('state')).toHaveTextContent('disconnected');
    expect(opened).toHaveLength(1);
  });
});
