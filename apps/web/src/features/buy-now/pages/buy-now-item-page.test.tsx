import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { responseError } from '../../../../test/axios-errors';
import { buildBuyNowItem } from '../../../../test/buy-now/buy-now-factories';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { BuyNowItemPage } from './buy-now-item-page';

afterEach(() => vi.restoreAllMocks());

const item = buildBuyNowItem({ title: 'Pine blanket box' });
const routes = [
  { path: '/inventory/:itemId', element: <BuyNowItemPage /> },
  { path: '/invoices/:invoiceId/pay', element: <h1>Pay page</h1> },
  { path: '/login', element: <h1>Log in</h1> },
];
const path = `/inventory/${item.id}-pine-blanket-box`;

describe('BuyNowItemPage', () => {
  it('shows the price, HST and all-in total, and asks a guest to sign in first', async () => {
    stubGet({ [`/api/buy-now/${item.id}`]: item });
    renderRoutes(routes, { path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pine blanket box' })).toBeInTheDocument();
    expect(screen.getByText('$142.50')).toBeInTheDocument();
    expect(screen.getByText('$17.50')).toBeInTheDocument();
    expect(screen.getByText('Good')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to buy' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(path)}`,
    );
  });

  it('confirms exactly what the buyer will owe, buys once with a key, and goes to the pay page', async () => {
    stubGet({ [`/api/buy-now/${item.id}`]: item });
    const post = vi.spyOn(http, 'post').mockResolvedValue({
      data: {
        invoice_id: '40000000-0000-4000-8000-000000000001',
        invoice_number: '2026-000042',
        total_cents: 14_250,
      },
    } as never);
    renderRoutes(routes, { path, user: buildUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy now' }));
    expect(screen.getByText(/You will owe/)).toHaveTextContent(
      'You will owe $142.50 for Pine blanket box ($125.00 plus $17.50 HST). An invoice is issued at once; it says how to pay.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    expect(await screen.findByRole('heading', { name: 'Pay page' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    const headers =
      (post.mock.calls[0]?.[2] as { headers: Record<string, string> } | undefined)?.headers ?? {};
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('tells the buyer plainly when someone else bought it first', async () => {
    stubGet({ [`/api/buy-now/${item.id}`]: item });
    vi.spyOn(http, 'post').mockRejectedValue(
      responseError(409, { message: 'Someone else bought this item a moment ago.' }),
    );
    renderRoutes(routes, { path, user: buildUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    expect(await screen.findByText('Someone else bought this item a moment ago.')).toBeInTheDocument();
  });

  it('says "Sold" for a sold item, with no Buy now', async () => {
    stubGet({ [`/api/buy-now/${item.id}`]: { ...item, available: false } });
    renderRoutes(routes, { path, user: buildUser() });
    expect(await screen.findByText('Sold')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
  });

  it('shows not-found for an unknown item or a path without an id', async () => {
    stubGet({});
    renderRoutes(routes, { path: '/inventory/oak-dresser' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
