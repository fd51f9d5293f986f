import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { SavedSearchesSection } from './saved-searches-section';

afterEach(() => vi.restoreAllMocks());

const saved = {
  id: '40000000-0000-4000-8000-000000000002',
  query: 'outboard motor',
  category: { slug: 'boats-marine', name: 'Boats & Marine' },
  created_at: '2026-11-20T12:00:00.000Z',
};

describe('SavedSearchesSection', () => {
  it('lists the bidder’s saved searches, each opening its results, and removes one', async () => {
    let answer = { data: [saved] };
    stubGet({ '/api/saved-searches': () => answer });
    const remove = vi.spyOn(http, 'delete').mockImplementation(async () => {
      answer = { data: [] };
      return { data: { message: 'Saved search removed.' } } as never;
    });
    renderRoutes([{ path: '/', element: <SavedSearchesSection /> }], { user: buildUser() });
    expect(await screen.findByRole('link', { name: '“outboard motor” in Boats & Marine' })).toHaveAttribute(
      'href',
      '/search?q=outboard%20motor&category=boats-marine',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove the saved search “outboard motor”' }));
    expect(remove).toHaveBeenCalledWith(`/api/saved-searches/${saved.id}`);
    expect(await screen.findByText(/No saved searches yet/)).toBeInTheDocument();
  });
});
