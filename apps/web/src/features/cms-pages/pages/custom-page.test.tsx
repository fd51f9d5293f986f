import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCmsPage } from '../../../../test/cms-pages/cms-page-factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { CustomPage } from './custom-page';

afterEach(() => vi.restoreAllMocks());

const faq = buildCmsPage('/faq', 'Questions and answers', [
  {
    key: 'body',
    heading: 'Pickup',
    html: '<p>Bring your invoice. See <a href="/services">our services</a>.</p>',
  },
]);

describe('a custom CMS page', () => {
  it('shows the published page at its path, and its site links move within the app', async () => {
    const get = stubGet({
      '/api/pages': (params: Record<string, unknown>) => (params.path === '/faq' ? faq : undefined),
    });
    const { router } = renderRoutes(
      [
        { path: '/services', element: <p>Services page</p> },
        { path: '*', element: <CustomPage /> },
      ],
      { path: '/FAQ/' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Questions and answers' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pickup' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/pages', { params: { path: '/faq' }, silent: true });
    screen.getByRole('link', { name: 'our services' }).click();
    expect(await screen.findByText('Services page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/services');
  });

  it('shows the not-found page for a path with no published page', async () => {
    stubGet({});
    renderRoutes([{ path: '*', element: <CustomPage /> }], { path: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
