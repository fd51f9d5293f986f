import type { CmsPageDetail } from '@auction/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { CmsPageEditorPage } from './cms-page-editor-page';

afterEach(() => vi.restoreAllMocks());

const id = '6f1c2a4e-7b1d-4c3e-9a2b-0d1e2f3a4b5c';
const version = {
  version: 2,
  title: 'Questions',
  created_by_name: 'Liam Fraser',
  created_at: '2026-11-20T12:00:00.000Z',
  published_at: null,
  restored_from_version: null,
};
const detail: CmsPageDetail = {
  id,
  path: '/faq',
  kind: 'custom',
  title: 'Questions',
  status: 'draft_changes',
  draft_version: 2,
  published_version: 1,
  updated_at: '2026-11-20T12:00:00.000Z',
  draft: {
    ...version,
    seo_title: '',
    seo_description: '',
    sections: [{ key: 'body', heading: 'Pickup', markdown: 'Old words', html: '<p>Old words</p>' }],
  },
  versions: [version, { ...version, version: 1, published_at: '2026-11-19T12:00:00.000Z' }],
};

describe('the CMS page editor', () => {
  it('previews the Markdown through the server, saves a draft and shows the history', async () => {
    stubGet({ [`/api/admin/cms/pages/${id}`]: detail });
    const post = vi.spyOn(http, 'post').mockImplementation(
      async (_url, body) =>
        ({
          data: {
            html: `<p><strong>${(body as { markdown: string }).markdown.replaceAll('*', '')}</strong></p>`,
          },
        }) as never,
    );
    const put = vi.spyOn(http, 'put').mockResolvedValue({
      data: {
        ...detail,
        draft_version: 3,
        draft: { ...detail.draft, version: 3 },
        versions: [{ ...version, version: 3 }, ...detail.versions],
      },
    });
    renderRoutes([{ path: '/admin/cms/:pageId', element: <CmsPageEditorPage /> }], {
      path: `/admin/cms/${id}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit /faq' })).toBeInTheDocument();
    expect(screen.getAllByText(/^Liam Fraser, /)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Restore version 1' })).toBeInTheDocument();

    const text = screen.getByRole('textbox', { name: /^Text \(Markdown\)/ });
    await userEvent.clear(text);
    await userEvent.type(text, '**New words**');
    const preview = screen.getByRole('region', { name: 'Preview of Main text' });
    await waitFor(() => expect(preview.querySelector('strong')?.textContent).toBe('New words'), {
      timeout: 3000,
    });
    expect(post).toHaveBeenCalledWith(
      '/api/admin/cms/preview',
      { markdown: '**New words**' },
      { silent: true },
    );

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Saved as version 3.')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith(
      `/api/admin/cms/pages/${id}/draft`,
      {
        title: 'Questions',
        seo_title: '',
        seo_description: '',
        sections: [{ key: 'body', heading: 'Pickup', markdown: '**New words**' }],
      },
      { silent: true },
    );
  });
});
