import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { buildWatchedLot } from '../../../../test/my-lists-factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { WatchButton } from './watch-button';

afterEach(() => vi.restoreAllMocks());

const lot = buildWatchedLot({ title: 'Cedar Canoe' });
const routes = [{ path: '/lots/:lotId', element: <WatchButton lot={lot} /> }];

describe('WatchButton', () => {
  it('watches a lot and then shows it as watched', async () => {
    const user = userEvent.setup();
    let watched: unknown[] = [];
    stubGet({ '/api/watchlist': () => ({ data: watched }) });
    const post = vi.spyOn(http, 'post').mockImplementation(async () => {
      watched = [lot];
      return { data: lot } as never;
    });
    renderRoutes(routes, { path: `/lots/${lot.id}`, user: buildUser() });
    const button = await screen.findByRole('button', { name: 'Watch' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(post).toHaveBeenCalledWith('/api/watchlist', { lot_id: lot.id });
    expect(await screen.findByRole('button', { name: 'Watching' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes a watched lot off the watchlist', async () => {
    const user = userEvent.setup();
    let watched: unknown[] = [lot];
    stubGet({ '/api/watchlist': () => ({ data: watched }) });
    const remove = vi.spyOn(http, 'delete').mockImplementation(async () => {
      watched = [];
      return { data: { message: 'Removed from your watchlist.' } } as never;
    });
    renderRoutes(routes, { path: `/lots/${lot.id}`, user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Watching' }));
    expect(remove).toHaveBeenCalledWith(`/api/watchlist/${lot.id}`);
    expect(await screen.findByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('gives a guest the Watch button too: it sends them to sign in, and back on the lot it is watched', async () => {
    const user = userEvent.setup();
    const guestRoutes = [...routes, { path: '/login', element: <h1>Sign in</h1> }];
    renderRoutes(guestRoutes, { path: `/lots/${lot.id}` });
    await user.click(screen.getByRole('button', { name: 'Watch' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('waits, on a page rendered as a guest, until the stored session has been read', () => {
    renderRoutes(routes, { path: `/lots/${lot.id}`, auth: { settled: false } });
    expect(screen.getByRole('button', { name: 'Watch' })).toBeDisabled();
  });

  it('watches the lot once the guest is back signed in, and drops the request from the address', async () => {
    let watched: unknown[] = [];
    stubGet({ '/api/watchlist': () => ({ data: watched }) });
    const post = vi.spyOn(http, 'post').mockImplementation(async () => {
      watched = [lot];
      return { data: lot } as never;
    });
    renderRoutes(routes, { path: `/lots/${lot.id}?watch=1`, user: buildUser() });
    expect(await screen.findByRole('button', { name: 'Watching' })).toHaveAttribute('aria-pressed', 'true');
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/watchlist', { lot_id: lot.id });
  });

  it('does not watch twice a lot already on the watchlist', async () => {
    stubGet({ '/api/watchlist': () => ({ data: [lot] }) });
    const post = vi.spyOn(http, 'post');
    renderRoutes(routes, { path: `/lots/${lot.id}?watch=1`, user: buildUser() });
    expect(await screen.findByRole('button', { name: 'Watching' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
