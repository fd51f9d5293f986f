import type { CmsPageDetail } from '@auction/contracts';
import { screen, waitFor, within } from '@testing-library/react';
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

  /** The page after version 1 is copied as version 3, and after version 3 is published. */
  const restored: CmsPageDetail = {
    ...detail,
    title: 'Questions',
    draft_version: 3,
    draft: { ...detail.draft, version: 3, restored_from_version: 1 },
    versions: [{ ...version, version: 3, restored_from_version: 1 }, ...detail.versions],
  };
  const published: CmsPageDetail = { ...restored, status: 'published', published_version: 3 };

  function renderEditor() {
    stubGet({ [`/api/admin/cms/pages/${id}`]: detail });
    const post = vi.spyOn(http, 'post').mockImplementation(async (url) => {
      if (url.endsWith('/restore')) return { data: restored } as never;
      if (url.endsWith('/publish')) return { data: published } as never;
      return { data: { html: '' } } as never;
    });
    renderRoutes([{ path: '/admin/cms/:pageId', element: <CmsPageEditorPage /> }], {
      path: `/admin/cms/${id}`,
    });
    return post;
  }
  const actionsOf = (post: ReturnType<typeof renderEditor>) =>
    post.mock.calls.filter(([url]) => !url.endsWith('/preview')).map(([url, body]) => [url, body]);

  it('restores an old version as a draft only, leaving the public page as it was', async () => {
    const post = renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    const choice = screen.getByRole('group', { name: 'Restore version 1' });
    await userEvent.click(within(choice).getByRole('button', { name: 'Restore as draft' }));
    expect(
      await screen.findByText('Version 1 is restored as draft version 3. Publish it when it is ready.'),
    ).toBeInTheDocument();
    expect(actionsOf(post)).toEqual([[`/api/admin/cms/pages/${id}/restore`, { version: 1 }]]);
    expect(screen.queryByRole('group', { name: 'Restore version 1' })).not.toBeInTheDocument();
  });

  it('restores an old version and publishes the restored copy through the publish call', async () => {
    const post = renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    const choice = screen.getByRole('group', { name: 'Restore version 1' });
    await userEvent.click(within(choice).getByRole('button', { name: 'Restore and publish' }));
    expect(await screen.findByText('Version 1 is restored and public as version 3.')).toBeInTheDocument();
    expect(actionsOf(post)).toEqual([
      [`/api/admin/cms/pages/${id}/restore`, { version: 1 }],
      [`/api/admin/cms/pages/${id}/publish`, { version: 3 }],
    ]);
  });
});
