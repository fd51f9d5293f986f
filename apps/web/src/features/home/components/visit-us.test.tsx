import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../test/render-app';
import { http } from '../../../lib/http/client';
import { defaultCompanyProfile } from '../../site/api/company-profile';
import { VisitUs } from './visit-us';

describe('VisitUs on the home page', () => {
  it('shows the address, phone, e-mail and the office and pickup hours from settings', async () => {
    const company = {
      ...defaultCompanyProfile,
      opening_hours: [
        ...defaultCompanyProfile.opening_hours,
        { days: ['Sa'], opens: '09:00', closes: '12:30' },
      ],
    };
    const get = vi.spyOn(http, 'get').mockResolvedValue({ data: company });
    renderRoutes([{ path: '/', element: <VisitUs /> }]);
    expect(await screen.findByText('Saturday: 9 a.m. – 12:30 p.m.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Find us in Dartmouth' })).toBeInTheDocument();
    expect(screen.getByText('Monday to Friday: 10 a.m. – 5 p.m.')).toBeInTheDocument();
    expect(screen.getByText('Monday, Tuesday, Friday: 10 a.m. – 6 p.m.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(902) 555-0142' })).toHaveAttribute(
      'href',
      'tel:(902) 555-0142',
    );
    expect(screen.getByText(/Prince Edward Island/)).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/company', { silent: true });
  });
});
