import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { AlertsSection } from './alerts-section';

const allOn = {
  outbid: true,
  closing_soon: true,
  won: true,
  live_starting: true,
  invoice_issued: true,
  saved_search: true,
};
const phone = {
  id: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
  device_label: 'Chrome on Android',
  endpoint: 'https://push.example.test/send/phone',
  created_at: '2026-12-01T12:00:00.000Z',
  last_sent_at: null,
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function show() {
  stubGet({
    '/api/users/me/alert-preferences': allOn,
    '/api/users/me/push-subscriptions': { data: [phone] },
  });
  return renderRoutes([{ path: '/profile', element: <AlertsSection /> }], {
    path: '/profile',
    user: buildUser(),
  });
}

describe('AlertsSection', () => {
  it('switches one kind of alert off and lists the devices with a remove button', async () => {
    const put = vi.spyOn(http, 'put').mockResolvedValue({ data: { ...allOn, outbid: false } } as never);
    const remove = vi.spyOn(http, 'delete').mockResolvedValue({ data: {} } as never);
    show();
    const outbid = await screen.findByRole('switch', { name: 'Outbid' });
    expect(outbid).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Live sale starting' })).toBeChecked();
    expect(screen.queryByRole('switch', { name: /saved search/i })).not.toBeInTheDocument();
    await userEvent.click(outbid);
    expect(put).toHaveBeenCalledWith('/api/users/me/alert-preferences', { outbid: false });
    expect(await screen.findByRole('switch', { name: 'Outbid' })).not.toBeChecked();

    const row = (await screen.findByText('Chrome on Android')).closest('li');
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Remove' }));
    expect(remove).toHaveBeenCalledWith(`/api/users/me/push-subscriptions/${phone.id}`);
  });

  it('tells an iPhone in Safari to add the app to the Home Screen first', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    );
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    show();
    expect(await screen.findByText('Add the app to your Home Screen first')).toBeInTheDocument();
    expect(screen.getByText(/tap Share, then Add to Home Screen/)).toBeInTheDocument();
  });
});
