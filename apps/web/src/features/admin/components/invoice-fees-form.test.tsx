import type { AdminSettings } from '@auction/contracts';
import { feeSettingsDefaults } from '@auction/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { responseError } from '../../../../test/axios-errors';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { http } from '../../../lib/http/client';
import { InvoiceFeesForm } from './invoice-fees-form';

afterEach(() => vi.restoreAllMocks());

function renderForm() {
  renderRoutes([{ path: '/admin/settings', element: <InvoiceFeesForm fees={feeSettingsDefaults} /> }], {
    path: '/admin/settings',
    user: buildUser({ roles: ['Admin'] }),
  });
}

function sentFees(put: { mock: { calls: unknown[][] } }) {
  const body = put.mock.calls[0]?.[1] as Pick<AdminSettings, 'invoice_fees'> | undefined;
  if (!body) throw new Error('nothing was sent');
  return body.invoice_fees;
}

describe('the late and storage fees on the settings page', () => {
  it('switches a percent late fee on with its minimum, in dollars and percent, saved on their own', async () => {
    const user = userEvent.setup();
    const put = vi.spyOn(http, 'put').mockRejectedValue(responseError(500));
    renderForm();
    expect(screen.queryByLabelText('Days after the due day')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /Charge a late fee/ }));
    await user.clear(screen.getByLabelText('Days after the due day'));
    await user.type(screen.getByLabelText('Days after the due day'), '10');
    await user.selectOptions(screen.getByLabelText('The fee is'), 'percent');
    await user.clear(screen.getByLabelText('Percent of the balance (%)'));
    await user.type(screen.getByLabelText('Percent of the balance (%)'), '1.5');
    await user.clear(screen.getByLabelText('At least ($)'));
    await user.type(screen.getByLabelText('At least ($)'), '12.50');
    await user.click(screen.getByRole('button', { name: 'Save fees' }));
    await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(Object.keys(put.mock.calls[0]?.[1] as object)).toEqual(['invoice_fees']);
    expect(sentFees(put)).toEqual({
      ...feeSettingsDefaults,
      late_fee: {
        ...feeSettingsDefaults.late_fee,
        enabled: true,
        after_days: 10,
        method: 'percent',
        rate_bps: 150,
        minimum_cents: 1_250,
      },
    });
  });

  it('refuses a bad amount before sending, and shows the server’s refusal on its field', async () => {
    const user = userEvent.setup();
    const put = vi.spyOn(http, 'put').mockRejectedValue(
      responseError(422, {
        message: 'The given data was invalid.',
        code: 'VALIDATION_FAILED',
        errors: { 'invoice_fees.storage_fee.daily_cents': ['Daily storage must be more than zero.'] },
      }),
    );
    renderForm();
    await user.click(screen.getByRole('switch', { name: /Charge storage/ }));
    const daily = screen.getByLabelText('A day ($)');
    await user.clear(daily);
    await user.type(daily, 'ten');
    await user.click(screen.getByRole('button', { name: 'Save fees' }));
    expect(
      await screen.findByText('The daily storage must be an amount in dollars, e.g. 250 or 249.99.'),
    ).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    await user.clear(daily);
    await user.type(daily, '0');
    await user.click(screen.getByRole('button', { name: 'Save fees' }));
    expect(await screen.findByText('Daily storage must be more than zero.')).toBeInTheDocument();
    expect(sentFees(put).storage_fee).toMatchObject({ enabled: true, daily_cents: 0 });
  });
});
