import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SectionPage } from './section-page';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/admin/reports', element: <SectionPage section="adminReports" /> }],
    {
      initialEntries: [path],
    },
  );
  render(<RouterProvider router={router} />);
}

describe('SectionPage', () => {
  it('says the section is not open yet', () => {
    renderAt('/admin/reports');
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByText('This section is not open yet.')).toBeInTheDocument();
  });
});
