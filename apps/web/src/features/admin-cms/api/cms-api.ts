import {
  type CmsDraftBody,
  type CmsNewPageBody,
  type CmsPageDetail,
  type CmsPageListItem,
  type CmsVersion,
  cmsPageDetailSchema,
  cmsPageListItemSchema,
  cmsPreviewSchema,
  cmsVersionSchema,
} from '@auction/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { http } from '../../../lib/http/client';

// The forms show the server's refusals themselves, so these calls keep the error toasts quiet.
const quiet = { silent: true } as const;
const parseDetail = (data: unknown) => cmsPageDetailSchema.parse(data);

export const cmsKeys = {
  list: ['admin', 'cms', 'pages'] as const,
  page: (id: string) => ['admin', 'cms', 'page', id] as const,
  version: (id: string, version: number) => ['admin', 'cms', 'page', id, 'version', version] as const,
};

export const cmsListQuery = queryOptions({
  queryKey: cmsKeys.list,
  queryFn: async (): Promise<CmsPageListItem[]> =>
    z.array(cmsPageListItemSchema).parse((await http.get('/api/admin/cms/pages')).data),
});

export const cmsPageQuery = (id: string) =>
  queryOptions({
    queryKey: cmsKeys.page(id),
    queryFn: async (): Promise<CmsPageDetail> =>
      parseDetail((await http.get(`/api/admin/cms/pages/${id}`)).data),
  });

export const useCmsVersion = (id: string, version: number | null) =>
  useQuery({
    queryKey: cmsKeys.version(id, version ?? 0),
    enabled: version !== null,
    queryFn: async (): Promise<CmsVersion> =>
      cmsVersionSchema.parse((await http.get(`/api/admin/cms/pages/${id}/versions/${version}`)).data),
  });

/** A change answers the page as it now is; the list and the public page refresh. */
function usePageChange<A>(run: (arg: A) => Promise<CmsPageDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (page) => {
      queryClient.setQueryData(cmsKeys.page(page.id), page);
      void queryClient.invalidateQueries({ queryKey: cmsKeys.list });
      void queryClient.invalidateQueries({ queryKey: ['public', 'cms-page', page.path] });
    },
  });
}

export const useSaveDraft = (id: string) =>
  usePageChange(async (body: CmsDraftBody) =>
    parseDetail((await http.put(`/api/admin/cms/pages/${id}/draft`, body, quiet)).data),
  );

export const usePublish = (id: string) =>
  usePageChange(async (version: number) =>
    parseDetail((await http.post(`/api/admin/cms/pages/${id}/publish`, { version }, quiet)).data),
  );

export const useRestore = (id: string) =>
  usePageChange(async (version: number) =>
    parseDetail((await http.post(`/api/admin/cms/pages/${id}/restore`, { version }, quiet)).data),
  );

export const useUnpublish = (id: string) =>
  usePageChange(async () =>
    parseDetail((await http.post(`/api/admin/cms/pages/${id}/unpublish`, {}, quiet)).data),
  );

export const useCreatePage = () =>
  usePageChange(async (body: CmsNewPageBody) =>
    parseDetail((await http.post('/api/admin/cms/pages', body, quiet)).data),
  );

export const useDeletePage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await http.delete(`/api/admin/cms/pages/${id}`, quiet);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cmsKeys.list }),
  });
};

/** The server's rendering of Markdown as it is being typed, asked for once typing pauses. */
export function useMarkdownPreview(markdown: string, delayMs = 400): { html: string | null; busy: boolean } {
  const [settled, setSettled] = useState(markdown);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(markdown), delayMs);
    return () => clearTimeout(timer);
  }, [markdown, delayMs]);
  const preview = useQuery({
    queryKey: ['admin', 'cms', 'preview', settled],
    queryFn: async () =>
      cmsPreviewSchema.parse((await http.post('/api/admin/cms/preview', { markdown: settled }, quiet)).data)
        .html,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
  });
  return { html: preview.data ?? null, busy: settled !== markdown || preview.isFetching };
}
