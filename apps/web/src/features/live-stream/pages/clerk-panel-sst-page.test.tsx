import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auctionId, buildRoom, renderClerkPanel } from '../../../../test/clerk-panel/clerk-panel-fixtures';
import { ClerkPanelSstPage } from './clerk-panel-sst-page';

afterEach(() => vi.restoreAllMocks());

describe('Clerk panel in single-source mode', () => {
  it('has the whole console beside the room camera', async () => {
    renderClerkPanel(buildRoom(), { page: <ClerkPanelSstPage />, route: 'clerk-panel-sst' });
    const panel = await screen.findByRole('region', { name: 'Clerk panel' });
    expect(within(panel).getByRole('region', { name: 'Room camera' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Enter floor bid' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Open the bidders’ room/ })).toHaveAttribute(
      'href',
      `/auctions/${auctionId}/live-sst`,
    );
  });
});
