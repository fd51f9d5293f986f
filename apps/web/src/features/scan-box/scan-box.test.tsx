import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../test/factories';
import { renderRoutes } from '../../../test/render-app';
import { stubGet } from '../../../test/stub-get';
import { ScanBox } from './scan-box';

afterEach(() => vi.restoreAllMocks());

const itemId = '50000000-0000-4000-8000-000000000001';
const locationId = '50000000-0000-4000-8000-000000000002';
const invoiceId = '50000000-0000-4000-8000-000000000003';

function renderScanBox() {
  const get = stubGet({
    '/api/admin/scan/HA-000123': { kind: 'item', id: itemId },
    '/api/admin/scan/A-01-2': { kind: 'location', id: locationId },
    [`/api/admin/scan/${invoiceId}`]: { kind: 'invoice', id: invoiceId },
  });
  const page = (name: string) => <h1>{name}</h1>;
  const rendered = renderRoutes(
    [
      {
        path: '/admin',
        element: (
          <>
            <ScanBox />
            <button type="button">Elsewhere</button>
            <textarea aria-label="Notes" />
          </>
        ),
      },
      { path: '/admin/inventory/:id', element: page('Item page') },
      { path: '/admin/inventory/locations/:id', element: page('Location page') },
      { path: '/admin/invoices/:id', element: page('Invoice page') },
    ],
    { path: '/admin', user: buildUser({ roles: ['Staff'] }) },
  );
  return { ...rendered, get };
}

const box = () => screen.getByRole('searchbox', { name: 'Scan or type a SKU, location or invoice code' });

describe('the scan box', () => {
  it('opens the item page when a scanner types a SKU and presses Enter', async () => {
    const { router } = renderScanBox();
    await userEvent.type(box(), 'HA-000123{Enter}');
    expect(await screen.findByRole('heading', { name: 'Item page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/inventory/${itemId}`);
  });

  it('opens a location and an invoice from their codes', async () => {
    const { router } = renderScanBox();
    await userEvent.type(box(), 'A-01-2{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/inventory/locations/${locationId}`),
    );
    await router.navigate('/admin');
    await userEvent.type(await screen.findByRole('searchbox'), `${invoiceId}{Enter}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/invoices/${invoiceId}`));
  });

  it('says plainly when a code is nothing the house knows, and stays on the page', async () => {
    const { router } = renderScanBox();
    await userEvent.type(box(), 'ZZ-404{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Nothing has the code “ZZ-404”: no item, location or invoice.',
    );
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('takes the cursor on /, except while typing in another field', async () => {
    renderScanBox();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await userEvent.keyboard('/');
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue('');
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await userEvent.click(notes);
    await userEvent.keyboard('a/b');
    expect(notes).toHaveValue('a/b');
  });
});
