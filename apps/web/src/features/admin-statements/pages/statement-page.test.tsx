import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildPayout,
  buildStatement,
  consignorId,
} from '../../../../test/admin-statements/statement-factories';
import { responseError } from '../../../../test/axios-errors';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { StatementPage } from './statement-page';

afterEach(() => vi.restoreAllMocks());

function renderStatement(statement = buildStatement(), path?: string) {
  stubGet({ [`/api/admin/consignor-statements/${consignorId}/${statement.sale_key}`]: statement });
  const view = renderRoutes(
    [
      { path: '/admin/consignor-statements/:consignorId/:auctionId', element: <StatementPage /> },
      { path: '/admin/consignor-statements', element: <h1>Statement list</h1> },
    ],
    {
      path: path ?? `/admin/consignor-statements/${consignorId}/${statement.sale_key}`,
      user: buildUser({ roles: ['Staff'] }),
    },
  );
  return { ...view, statement };
}

const finalStatement = () =>
  buildStatement({
    status: 'final',
    finalised_at: '2026-11-22T15:00:00.000Z',
    finalised_by_name: 'Sam Staff',
  });

describe('StatementPage', () => {
  it('shows the lines, the totals from hammer to payout, and the draft’s actions', async () => {
    renderStatement();
    expect(
      await screen.findByRole('heading', { name: 'Statement for C-1024 Mary Kelly' }),
    ).toBeInTheDocument();
    const lines = within(screen.getByRole('table', { name: 'Lines' }));
    expect(lines.getByRole('rowheader', { name: '12' })).toBeInTheDocument();
    expect(lines.getByText('Brass ship’s lantern')).toBeInTheDocument();
    expect(lines.getByText('Unsold')).toBeInTheDocument();
    const figures = screen.getByLabelText('Totals');
    expect(within(figures).getByText('Commission (Standard 15%)').nextSibling).toHaveTextContent('−$75.00');
    expect(within(figures).getByText('HST on commission and fees at 14%').nextSibling).toHaveTextContent(
      '−$12.60',
    );
    expect(within(figures).getByText('Net payout').nextSibling).toHaveTextContent('$397.40');
    expect(within(figures).getByText('Outstanding').nextSibling).toHaveTextContent('$397.40');
    expect(screen.getByRole('button', { name: 'Regenerate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'E-mail to consignor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Record a payout' })).not.toBeInTheDocument();
  }, 20_000);

  it('shows not-found when a part of the address is not an id', async () => {
    renderStatement(buildStatement(), `/admin/consignor-statements/${consignorId}/cole-harbour`);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  }, 20_000);

  it('finalises a statement whose buyers have all paid after one confirmation', async () => {
    const user = userEvent.setup();
    const { statement } = renderStatement();
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: { ...statement, status: 'final' } });
    await user.click(await screen.findByRole('button', { name: 'Finalise…' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Finalise this statement?' }));
    expect(dialog.queryByText(/Not yet paid/)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Finalise statement' }));
    expect(post).toHaveBeenCalledWith(
      `/api/admin/consignor-statements/${statement.id}/finalise`,
      {},
      { silent: true },
    );
    expect(await screen.findByText('Final', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Record a payout' })).toBeInTheDocument();
  }, 20_000);

  it('names the unpaid lots and finalises only with a reason', async () => {
    const user = userEvent.setup();
    const { statement } = renderStatement(buildStatement({ buyers_paid: false, unpaid_lots: ['12', '14'] }));
    const post = vi.spyOn(http, 'post').mockResolvedValue({
      data: { ...statement, status: 'final', override_reason: 'Buyer is a long-time client paying Friday' },
    });
    await user.click(await screen.findByRole('button', { name: 'Finalise…' }));
    const form = within(screen.getByRole('form', { name: 'Finalise before every buyer has paid' }));
    expect(form.getByText(/The buyers of lots 12, 14 have not paid/)).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Finalise with this reason…' }));
    expect(
      await form.findByText('Say why the statement is final before every buyer has paid.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.type(
      form.getByLabelText('Reason for finalising now'),
      'Buyer is a long-time client paying Friday',
    );
    await user.click(form.getByRole('button', { name: 'Finalise with this reason…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Finalise this statement?' }));
    expect(dialog.getByText('Not yet paid by their buyers: lots 12, 14.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Finalise statement' }));
    expect(post).toHaveBeenCalledWith(
      `/api/admin/consignor-statements/${statement.id}/finalise`,
      { override_reason: 'Buyer is a long-time client paying Friday' },
      { silent: true },
    );
    expect(await screen.findByText('Reason: Buyer is a long-time client paying Friday')).toBeInTheDocument();
  }, 20_000);

  it('says in plain words when the server refuses to finalise', async () => {
    const user = userEvent.setup();
    renderStatement();
    vi.spyOn(http, 'post').mockRejectedValue(
      responseError(409, {
        code: 'STATEMENT_BUYERS_UNPAID',
        message: 'The buyer of lot 12 has not paid yet. Give a reason to finalise anyway.',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Finalise…' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Finalise this statement?' }));
    await user.click(dialog.getByRole('button', { name: 'Finalise statement' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The buyer of lot 12 has not paid yet.');
  }, 20_000);

  it('records a payout with the outstanding amount, a reference and one key per attempt', async () => {
    const user = userEvent.setup();
    const { statement } = renderStatement(finalStatement());
    const paid = {
      ...statement,
      status: 'paid' as const,
      paid_cents: 39_740,
      totals: { ...statement.totals, outstanding_cents: 0 },
      payouts: [buildPayout({ reference: '1042' })],
    };
    const post = vi
      .spyOn(http, 'post')
      .mockRejectedValueOnce(responseError(503, {}))
      .mockResolvedValue({ data: paid });
    const form = within(await screen.findByRole('form', { name: 'Record a payout' }));
    expect(form.getByLabelText('Method')).toHaveValue('cheque');
    expect(form.getByLabelText(/Amount/)).toHaveValue('397.40');
    await user.type(form.getByLabelText(/Reference/), '1042');
    await user.clear(form.getByLabelText('Paid on'));
    await user.type(form.getByLabelText('Paid on'), '2026-11-24');
    await user.click(form.getByRole('button', { name: 'Record payout' }));
    await user.click(await form.findByRole('button', { name: 'Record payout' }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    const body = {
      method: 'cheque',
      amount_cents: 39_740,
      reference: '1042',
      paid_on: '2026-11-24',
      note: '',
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    };
    expect(post).toHaveBeenLastCalledWith(`/api/admin/consignor-statements/${statement.id}/payouts`, body, {
      silent: true,
    });
    const keys = post.mock.calls.map((call) => (call[1] as { idempotency_key: string }).idempotency_key);
    expect(keys[0]).toBe(keys[1]);
    expect(await screen.findByText('Paid in full: $397.40.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Payouts' })).getByText(/Reference 1042/),
    ).toBeInTheDocument();
  }, 20_000);

  it('checks the payout form before sending and shows the server’s 422 on its field', async () => {
    const user = userEvent.setup();
    renderStatement(finalStatement());
    const post = vi.spyOn(http, 'post').mockRejectedValue(
      responseError(422, {
        message: 'The given data was invalid.',
        errors: { amount_cents: ['The payout is more than the $397.40 still owed.'] },
      }),
    );
    const form = within(await screen.findByRole('form', { name: 'Record a payout' }));
    await user.selectOptions(form.getByLabelText('Method'), '');
    await user.click(form.getByRole('button', { name: 'Record payout' }));
    expect(await form.findByText('Choose cheque, e-Transfer, direct deposit or cash.')).toBeInTheDocument();
    await user.selectOptions(form.getByLabelText('Method'), 'e_transfer');
    await user.clear(form.getByLabelText(/Amount/));
    await user.type(form.getByLabelText(/Amount/), '12.345');
    await user.click(form.getByRole('button', { name: 'Record payout' }));
    expect(await form.findByText(/The amount must be an amount in dollars/)).toBeInTheDocument();
    await user.clear(form.getByLabelText(/Amount/));
    await user.type(form.getByLabelText(/Amount/), '0');
    await user.click(form.getByRole('button', { name: 'Record payout' }));
    expect(await form.findByText('The amount must be more than $0.00.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.clear(form.getByLabelText(/Amount/));
    await user.type(form.getByLabelText(/Amount/), '500');
    await user.click(form.getByRole('button', { name: 'Record payout' }));
    const amount = form.getByLabelText(/Amount/);
    await vi.waitFor(() => expect(amount).toHaveAccessibleDescription(/more than the \$397\.40 still owed/));
    expect(post).toHaveBeenCalledTimes(1);
  }, 20_000);

  it('reverses a payout with a reason', async () => {
    const user = userEvent.setup();
    const payout = buildPayout({ amount_cents: 39_740 });
    const statement = buildStatement({
      status: 'paid',
      paid_cents: 39_740,
      totals: { ...buildStatement().totals, outstanding_cents: 0 },
      payouts: [payout],
    });
    renderStatement(statement);
    const reversal = buildPayout({
      kind: 'reversal',
      amount_cents: -39_740,
      reverses_id: payout.id,
      note: 'Cheque lost in the mail',
    });
    const post = vi.spyOn(http, 'post').mockResolvedValue({
      data: {
        ...statement,
        status: 'final',
        paid_cents: 0,
        totals: { ...statement.totals, outstanding_cents: 39_740 },
        payouts: [{ ...payout, reversed_by_id: reversal.id }, reversal],
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Reverse the Cheque of \$397\.40 on Nov/ }));
    const form = within(screen.getByRole('form', { name: /^Reverse the Cheque of \$397\.40 on Nov/ }));
    await user.click(form.getByRole('button', { name: 'Reverse payout' }));
    expect(await form.findByText('Say why the payout is reversed.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.type(form.getByLabelText('Reason for the reversal'), 'Cheque lost in the mail');
    await user.click(form.getByRole('button', { name: 'Reverse payout' }));
    expect(post).toHaveBeenCalledWith(
      `/api/admin/consignor-statements/${statement.id}/payouts/${payout.id}/reverse`,
      { note: 'Cheque lost in the mail' },
      { silent: true },
    );
    expect(await screen.findByText(/Reason: Cheque lost in the mail/)).toBeInTheDocument();
    expect(screen.getByText('Reversed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reverse the/ })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Record a payout' })).toBeInTheDocument();
  }, 20_000);
});
