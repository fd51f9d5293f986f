import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maintenanceDetected, sessionExpired } from '../app-events';
import { TOKEN_KEY } from '../auth/token-storage';
import { registerNavigator } from '../navigation';
import { notify } from '../notify';
import { http } from './client';
import { OFFLINE_CODE } from './messages';

const ok = (config: InternalAxiosRequestConfig, data: unknown = {}): AxiosResponse => ({
  data,
  status: 200,
  statusText: 'OK',
  headers: {},
  config,
});

function failing(status: number, data: unknown = {}): AxiosAdapter {
  return async (config) => {
    throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, {}, { ...ok(config, data), status });
  };
}

const navigate = vi.fn();

beforeEach(() => {
  registerNavigator(navigate);
  vi.spyOn(notify, 'error').mockImplementation(() => 0);
  window.history.replaceState(null, '', '/dashboard?tab=bids');
});

afterEach(() => {
  vi.restoreAllMocks();
  navigate.mockReset();
});

describe('http client', () => {
  it('sends JSON with the stored bearer token, same origin, 60 s time-out', async () => {
    localStorage.setItem(TOKEN_KEY, 'abc.def.ghi');
    const adapter = vi.fn<AxiosAdapter>(async (config) => ok(config));
    await http.get('/api/users/profile', { adapter });
    const config = adapter.mock.calls[0]?.[0];
    expect(config?.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
    expect(config?.headers.get('Content-Type')).toBe('application/json');
    expect(config?.timeout).toBe(60_000);
    expect(config?.baseURL).toBe('');
  });

  it('refuses to send while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const adapter = vi.fn<AxiosAdapter>(async (config) => ok(config));
    await expect(http.get('/api/settings', { adapter })).rejects.toMatchObject({ code: OFFLINE_CODE });
    expect(adapter).not.toHaveBeenCalled();
    expect(notify.error).toHaveBeenCalledWith(
      'You are currently offline. Please check your internet connection.',
      expect.anything(),
    );
  });

  it('on 401 clears the token, ends the session and goes to /login with the current location', async () => {
    localStorage.setItem(TOKEN_KEY, 'old');
    const ended = vi.fn();
    const stop = sessionExpired.subscribe(ended);
    await expect(http.get('/api/users/profile', { adapter: failing(401) })).rejects.toBeInstanceOf(
      AxiosError,
    );
    stop();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(ended).toHaveBeenCalled();
    expect(notify.error).toHaveBeenCalledWith(
      'Your session has expired. Please log in again.',
      expect.anything(),
    );
    expect(navigate).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/dashboard?tab=bids')}`, {
      state: { from: '/dashboard?tab=bids' },
    });
  });

  it('does not navigate on 401 when already on /login', async () => {
    window.history.replaceState(null, '', '/login');
    await expect(http.get('/api/x', { adapter: failing(401) })).rejects.toBeInstanceOf(AxiosError);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a silent request says nothing and stays, but still loses an expired token', async () => {
    localStorage.setItem(TOKEN_KEY, 'old');
    await expect(http.get('/api/x', { adapter: failing(401), silent: true })).rejects.toBeInstanceOf(
      AxiosError,
    );
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(notify.error).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on 503 maintenance shows the server message and goes to /login', async () => {
    const seen = vi.fn();
    const stop = maintenanceDetected.subscribe(seen);
    const adapter = failing(503, { maintenance: true, message: 'Back at noon.' });
    await expect(http.get('/api/x', { adapter })).rejects.toBeInstanceOf(AxiosError);
    stop();
    expect(seen).toHaveBeenCalledWith('Back at noon.');
    expect(notify.error).toHaveBeenCalledWith('Back at noon.', expect.anything());
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/login/), expect.anything());
  });

  it('shows each message of a 422 and only logs a 404', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const adapter = failing(422, {
      message: 'Validation failed.',
      errors: { email: ['Taken.'], name: ['Too long.'] },
    });
    await expect(http.post('/api/x', {}, { adapter })).rejects.toBeInstanceOf(AxiosError);
    expect(notify.error).toHaveBeenCalledWith('Taken.', expect.anything());
    expect(notify.error).toHaveBeenCalledWith('Too long.', expect.anything());
    vi.mocked(notify.error).mockClear();
    await expect(http.get('/api/missing', { adapter: failing(404) })).rejects.toBeInstanceOf(AxiosError);
    expect(notify.error).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalled();
  });

  describe('retries', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('retries a 500 after 1 s and 2 s, then succeeds', async () => {
      let calls = 0;
      const adapter: AxiosAdapter = async (config) => {
        calls += 1;
        if (calls < 3) return failing(500)(config);
        return ok(config, { fine: true });
      };
      const result = http.get('/api/x', { adapter });
      await vi.advanceTimersByTimeAsync(999);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toBe(2);
      await vi.advanceTimersByTimeAsync(2_000);
      await expect(result).resolves.toMatchObject({ data: { fine: true } });
      expect(calls).toBe(3);
    });

    it('gives up after 3 retries and then shows the message once', async () => {
      const adapter = vi.fn<AxiosAdapter>((config) => failing(502)(config));
      const result = http.get('/api/x', { adapter }).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000);
      expect(await result).toBeInstanceOf(AxiosError);
      expect(adapter).toHaveBeenCalledTimes(4);
      expect(notify.error).toHaveBeenCalledTimes(1);
      expect(notify.error).toHaveBeenCalledWith(
        'An unexpected error occurred. Please try again later.',
        expect.anything(),
      );
    });

    it('does not retry a 503', async () => {
      const adapter = vi.fn<AxiosAdapter>((config) => failing(503)(config));
      await expect(http.get('/api/x', { adapter })).rejects.toBeInstanceOf(AxiosError);
      expect(adapter).toHaveBeenCalledTimes(1);
    });
  });
});
