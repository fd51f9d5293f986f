import type { AdminSettings } from '@auction/contracts';
import { feeSettingsDefaults } from '@auction/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAccountingAccounts } from '../../../../test/accounting-accounts';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { AdminSettingsPage } from './admin-settings-page';

afterEach(() => vi.restoreAllMocks());

const settings: AdminSettings = {
  site_name: 'Harbourside Auctions',
  contact_email: 'info@example.ca',
  contact_phone: '902-555-0142',
  address: { street: '1 Main St', city: 'Dartmouth', province: 'NS', postal_code: 'B2Y 1A1', country: 'CA' },
  logo_url: null,
  logo_admin_light: '/media/lots/0123456789abcdef0123456789abcdef-800.webp',
  logo_admin_dark: null,
  opening_hours: [],
  pickup_hours: [],
  time_zone: 'America/Halifax',
  currency: 'CAD',
  area_served: ['Nova Scotia'],
  maintenance_mode: false,
  maintenance_message: '',
  saleroom_addresses: [],
  gst_hst_number: '812345678 RT0001',
  invoice_payment_terms_days: 7,
  card_on_file_charge_after_hours: 0,
  invoice_fees: feeSettingsDefaults,
  invoice_automatically_on_close: false,
  pickup_slot_minutes: 30,
  pickup_slot_capacity: 6,
  etransfer_email: 'payments@example.ca',
  payment_instructions: '',
  backup_schedule_enabled: true,
  backup_schedule_time: '02:00',
  backup_keep_last: 7,
  accounting_accounts: buildAccountingAccounts(),
  auction_defaults: {
    buyer_premium: { kind: 'flat', rate_bp: 1500 },
    increment_profile_id: null,
    soft_close_window_seconds: 120,
    soft_close_extension_seconds: 120,
    stagger_seconds: 30,
  },
};

function renderSettings() {
  stubGet({
    '/api/admin/settings': settings,
    '/api/admin/increment-profiles': { data: [] },
    '/api/admin/commission-profiles': { data: [] },
    '/api/admin/tax-rates': [],
  });
  renderRoutes([{ path: '/admin/settings', element: <AdminSettingsPage /> }], {
    path: '/admin/settings',
    user: buildUser({ roles: ['Admin', 'Bidder'] }),
  });
}

describe('AdminSettingsPage', () => {
  it('uploads a logo as soon as it is chosen, and refuses an SVG before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValue({ data: { ...settings, logo_url: '/media/lots/aa-800.webp' } });
    renderSettings();
    const input = await screen.findByLabelText('Site logo');
    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('logo.svg is not a JPEG, PNG or WebP picture.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await user.upload(input, png);
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/admin/settings/logos/logo_url',
        expect.any(FormData),
        expect.anything(),
      ),
    );
  });

  it('removes a logo with its own button, and the big form never sends the logos', async () => {
    const user = userEvent.setup();
    const put = vi.spyOn(http, 'put').mockResolvedValue({ data: { ...settings, logo_admin_light: null } });
    renderSettings();
    const light = await screen.findByTestId('logo-logo_admin_light');
    expect(within(light).getByRole('img')).toHaveAttribute('src', settings.logo_admin_light);
    await user.click(within(light).getByRole('button', { name: 'Remove admin logo, light theme' }));
    expect(put).toHaveBeenCalledWith('/api/admin/settings', { logo_admin_light: null });

    await user.clear(screen.getByLabelText('Site name'));
    await user.type(screen.getByLabelText('Site name'), 'Harbourside Auctions Ltd.');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(2));
    const body = put.mock.calls[1]?.[1] as Record<string, unknown>;
    expect(body.site_name).toBe('Harbourside Auctions Ltd.');
    expect(Object.keys(body)).not.toContain('logo_admin_light');
    expect(Object.keys(body)).not.toContain('auction_defaults');
  });

  it('saves the defaults for new auctions on their own, checking the 50% ceiling first', async () => {
    const user = userEvent.setup();
    const put = vi.spyOn(http, 'put').mockResolvedValue({ data: settings });
    renderSettings();
    const form = await screen.findByRole('form', { name: 'Defaults for new auctions' });
    const rate = within(form).getByLabelText("Buyer's premium (%)");
    await user.clear(rate);
    await user.type(rate, '60');
    await user.click(within(form).getByRole('button', { name: 'Save auction defaults' }));
    expect(await within(form).findByText("The buyer's premium is at most 50%.")).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    await user.clear(rate);
    await user.type(rate, '17.5');
    await user.click(within(form).getByRole('button', { name: 'Save auction defaults' }));
    await vi.waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/admin/settings', {
        auction_defaults: { ...settings.auction_defaults, buyer_premium: { kind: 'flat', rate_bp: 1750 } },
      }),
    );
  });
  it("saves the saleroom's addresses, refusing a bad one by name before sending", async () => {
    const user = userEvent.setup();
    const put = vi.spyOn(http, 'put').mockResolvedValue({ data: settings });
    renderSettings();
    const box = await screen.findByLabelText(/Saleroom addresses/);
    await user.type(box, '203.0.113.7{Enter}10.0.0.0/33');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText(
        '"10.0.0.0/33" is not an address or a range, such as 203.0.113.7 or 203.0.113.0/24.',
      ),
    ).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, '203.0.113.7{Enter}10.0.0.0/8');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    const body = put.mock.calls[0]?.[1] as Record<string, unknown>;
    expect(body.saleroom_addresses).toEqual(['203.0.113.7', '10.0.0.0/8']);
  });
});
