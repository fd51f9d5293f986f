import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SectionPage } from './section-page';

const id = '3f2b8c1e-9a4d-4e7b-8c21-5d6f7a8b9c0d';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/inventory/:itemId', element: <SectionPage section="inventoryItem" /> },
      { path: '/buy-now', element: <SectionPage section="buyNow" /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('SectionPage', () => {
  it('says the section is not open yet', () => {
    renderAt('/buy-now');
    expect(screen.getByRole('heading', { name: 'Buy now' })).toBeInTheDocument();
    expect(screen.getByText('This section is not open yet.')).toBeInTheDocument();
  });
  it('accepts the SEO form of an id', () => {
    renderAt(`/inventory/${id}-oak-dresser`);
    expect(screen.getByRole('heading', { name: 'Item details' })).toBeInTheDocument();
  });
  it('shows not-found for a segment without a leading UUID', () => {
    renderAt('/inventory/oak-dresser');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
