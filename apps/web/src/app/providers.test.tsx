import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { notify } from '../lib/notify';
import { Providers } from './providers';

describe('the toaster', () => {
  it('is not there until the first toast, which it then shows', async () => {
    render(
      <Providers>
        <p>page</p>
      </Providers>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    act(() => notify.error('Your bid is too low.'));
    expect(await screen.findByText('Your bid is too low.')).toBeInTheDocument();
  });
});
