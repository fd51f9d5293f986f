import type { TaxExemption } from '@auction/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../test/factories';
import { renderRoutes } from '../../../test/render-app';
import { stubGet } from '../../../test/stub-get';
import { http } from '../../lib/http/client';
import type { ExemptionHolder } from './api/tax-exemptions';
import { TaxExemptionsPanel } from './components/tax-exemptions-panel';

afterEach(() => vi.restoreAllMocks());

const userId = '0d6f2a8e-1111-4c43-9d0b-3f1de2f0a100';
const exemption = (over: Partial<TaxExemption>): TaxExemption => ({
  id: crypto.randomUUID(),
  user_id: userId,
  registration_id: null,
  exemption_number: 'EX-1',
  expires_on: null,
  note: '',
  has_certificate: false,
  recorded_at: '2026-11-01T14:00:00.000Z',
  recorded_by_name: 'Jane Staff',
  revoked_at: null,
  in_force: true,
  ...over,
});

function renderPanel(list: TaxExemption[], holder: ExemptionHolder = { kind: 'users', id: userId }) {
  stubGet({ [`/api/admin/${holder.kind}/${holder.id}/tax-exemptions`]: { data: list } });
  return renderRoutes([{ path: '/', element: <TaxExemptionsPanel holder={holder} /> }], {
    user: buildUser({ roles: ['Staff'] }),
  });
}

describe('TaxExemptionsPanel', () => {
  it('shows each exemption’s standing, and revokes one with a reason', async () => {
    const user = userEvent.setup();
    const current = exemption({ exemption_number: 'EX-NOW', has_certificate: true });
    renderPanel([
      current,
      exemption({ exemption_number: 'EX-OLD', expires_on: '2025-01-31', in_force: false }),
      exemption({ exemption_number: 'EX-GONE', revoked_at: '2026-10-01T12:00:00.000Z', in_force: false }),
    ]);
    const table = within(await screen.findByRole('table', { name: 'Tax exemptions' }));
    expect(table.getByRole('rowheader', { name: 'EX-NOW' }).closest('tr')).toHaveTextContent('In force');
    expect(table.getByRole('rowheader', { name: 'EX-OLD' }).closest('tr')).toHaveTextContent('Expired');
    expect(table.getByRole('rowheader', { name: 'EX-GONE' }).closest('tr')).toHaveTextContent('Revoked');
    expect(table.getByRole('button', { name: 'Certificate of exemption EX-NOW' })).toBeInTheDocument();
    expect(table.queryByRole('button', { name: 'Revoke exemption EX-GONE' })).not.toBeInTheDocument();
    await user.click(table.getByRole('button', { name: 'Revoke exemption EX-NOW' }));
    const form = within(screen.getByRole('form', { name: 'Revoke exemption EX-NOW' }));
    await user.click(form.getByRole('button', { name: 'Revoke exemption' }));
    expect(await form.findByText('Say why the exemption is revoked.')).toBeInTheDocument();
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValue({ data: { ...current, revoked_at: '2026-11-25T12:00:00.000Z', in_force: false } });
    await user.type(form.getByLabelText('Reason for revoking'), 'Certificate withdrawn');
    await user.click(form.getByRole('button', { name: 'Revoke exemption' }));
    expect(post).toHaveBeenCalledWith(
      `/api/admin/tax-exemptions/${current.id}/revoke`,
      { reason: 'Certificate withdrawn' },
      { silent: true },
    );
  });

  it('records a new exemption as a multipart form', async () => {
    const user = userEvent.setup();
    renderPanel([]);
    expect(await screen.findByText('No exemption recorded for this buyer.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record an exemption' }));
    const form = within(screen.getByRole('form', { name: 'Record a tax exemption' }));
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: exemption({ exemption_number: 'EX-9' }) });
    await user.type(form.getByLabelText('Exemption number'), 'EX-9');
    await user.type(form.getByLabelText(/Expires on/), '2027-03-31');
    await user.upload(
      form.getByLabelText(/Scanned certificate/),
      new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }),
    );
    await user.click(form.getByRole('button', { name: 'Record exemption' }));
    await vi.waitFor(() => expect(post).toHaveBeenCalled());
    const [url, body] = post.mock.calls[0] as [string, FormData];
    expect(url).toBe(`/api/admin/users/${userId}/tax-exemptions`);
    expect(body.get('number')).toBe('EX-9');
    expect(body.get('expires_on')).toBe('2027-03-31');
    expect((body.get('certificate') as File).name).toBe('scan.pdf');
  });

  it('keeps a floor buyer’s exemptions without an account on their registration', async () => {
    const user = userEvent.setup();
    const registrationId = '7a1e2b3c-2222-4c43-9d0b-3f1de2f0a100';
    renderPanel([], { kind: 'registrations', id: registrationId });
    expect(await screen.findByText('No exemption recorded for this buyer.')).toBeInTheDocument();
    expect(screen.getByText(/This floor buyer has no account/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record an exemption' }));
    const form = within(screen.getByRole('form', { name: 'Record a tax exemption' }));
    const post = vi.spyOn(http, 'post').mockResolvedValue({
      data: exemption({ exemption_number: 'RT-5', user_id: null, registration_id: registrationId }),
    });
    await user.type(form.getByLabelText('Exemption number'), 'RT-5');
    await user.click(form.getByRole('button', { name: 'Record exemption' }));
    await vi.waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[0]).toBe(`/api/admin/registrations/${registrationId}/tax-exemptions`);
  });
});
