import { consentWording, unsubscribeMessages } from '@auction/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { responseError } from '../../../../test/axios-errors';
import { renderRoutes } from '../../../../test/render-app';
import { fetchUnsubscribePreview, postUnsubscribe } from '../api/unsubscribe-api';
import { UnsubscribePage } from './unsubscribe-page';

vi.mock('../api/unsubscribe-api', () => ({ fetchUnsubscribePreview: vi.fn(), postUnsubscribe: vi.fn() }));

const routes = [{ path: '/unsubscribe', element: <UnsubscribePage /> }];

beforeEach(() => vi.clearAllMocks());

describe('UnsubscribePage', () => {
  it('shows whose address, unsubscribes only on the button and never offers to subscribe', async () => {
    vi.mocked(fetchUnsubscribePreview).mockResolvedValue({ email: 'j•••@example.com', subscribed: true });
    vi.mocked(postUnsubscribe).mockResolvedValue({
      email: 'j•••@example.com',
      message: unsubscribeMessages.done,
    });
    renderRoutes(routes, { path: '/unsubscribe?token=a.b.c' });
    expect(await screen.findByText('j•••@example.com')).toBeInTheDocument();
    expect(screen.getByText(consentWording.unsubscribePage)).toBeInTheDocument();
    expect(postUnsubscribe).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText(unsubscribeMessages.done)).toBeInTheDocument();
    expect(postUnsubscribe).toHaveBeenCalledWith('a.b.c');
    expect(screen.queryByRole('button', { name: /subscribe/i })).not.toBeInTheDocument();
  });

  it("shows the server's plain message for a bad link", async () => {
    vi.mocked(fetchUnsubscribePreview).mockRejectedValue(
      responseError(422, {
        message: unsubscribeMessages.invalid,
        errors: { token: [unsubscribeMessages.invalid] },
      }),
    );
    renderRoutes(routes, { path: '/unsubscribe?token=forged' });
    expect(await screen.findByText(unsubscribeMessages.invalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('without a token says the link is incomplete and calls nothing', () => {
    renderRoutes(routes, { path: '/unsubscribe' });
    expect(screen.getByText(unsubscribeMessages.invalid)).toBeInTheDocument();
    expect(fetchUnsubscribePreview).not.toHaveBeenCalled();
  });
});
