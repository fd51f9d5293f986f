import type { AdminSettings } from '@auction/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAccountingAccounts } from '../../../../test/accounting-accounts';
import { responseError } from '../../../../test/axios-errors';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { http } from '../../../lib/http/client';
import { AccountingAccountsForm } from './accounting-accounts-form';

afterEach(() => vi.restoreAllMocks());

function renderForm() {
  renderRoutes(
    [{ path: '/admin/settings', element: <AccountingAccountsForm accounts={buildAccountingAccounts()} /> }],
    {
      path: '/admin/settings',
      user: buildUser({ roles: ['Admin'] }),
    },
  );
}

describe('the accounts of the accounting export', () => {
  it('saves the accounts on their own, the HST name with its province and rate placeholders', async () => {
    const user = userEvent.setup();
    const put = vi.spyOn(http, 'put').mockRejectedValue(responseError(500));
    renderForm();
    const hst = screen.getByLabelText('HST payable');
    await user.clear(hst);
    await user.type(hst, 'GST/HST {{province} {{rate}%');
    await user.clear(screen.getByLabelText('HST payable: Xero code'));
    await user.type(screen.getByLabelText('HST payable: Xero code'), '2210');
    await user.click(screen.getByRole('button', { name: 'Save accounts' }));
    await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    const body = put.mock.calls[0]?.[1] as Pick<AdminSettings, 'accounting_accounts'>;
    expect(Object.keys(body)).toEqual(['accounting_accounts']);
    expect(body.accounting_accounts.accounts.hst_payable).toEqual({
      name: 'GST/HST {province} {rate}%',
      code: '2210',
    });
    expect(body.accounting_accounts.accounts.cash).toEqual(buildAccountingAccounts().accounts.cash);
  });

  it('refuses an account without a name before sending, and shows the server’s refusal on its field', async () => {
    const user = userEvent.setup();
    const put = vi.spyOn(http, 'put').mockRejectedValue(
      responseError(422, {
        message: 'The given data was invalid.',
        code: 'VALIDATION_FAILED',
        errors: { 'accounting_accounts.accounts.cash.code': ['An account code is one line.'] },
      }),
    );
    renderForm();
    await user.clear(screen.getByLabelText('Cash'));
    await user.click(screen.getByRole('button', { name: 'Save accounts' }));
    expect(await screen.findByText('The account name is required.')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Cash'), 'Petty cash');
    await user.click(screen.getByRole('button', { name: 'Save accounts' }));
    expect(await screen.findByText('An account code is one line.')).toBeInTheDocument();
  });
});
