import type { CmsPublicSection, PublicCmsPage } from '@auction/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { http } from '../../../lib/http/client';

/** The published words of one page of the site (sanitised HTML from the server); null when none. */
export const cmsPageQuery = (path: string) =>
  queryOptions({
    queryKey: ['public', 'cms-page', path] as const,
    queryFn: async (): Promise<PublicCmsPage | null> => {
      try {
        const { data } = await http.get<PublicCmsPage>('/api/pages', { params: { path }, silent: true });
        return data;
      } catch (error) {
        if (isAxiosError(error) && (error.response?.status === 404 || error.response?.status === 422))
          return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });

/**
 * The page's words, waited for like the page's code (the layout's loader shows meanwhile), so the
 * text never arrives into a page already on screen and nothing below it moves.
 */
export function useCmsPage(path: string): PublicCmsPage | null {
  return useSuspenseQuery(cmsPageQuery(path)).data;
}

const emptySection = (key: string): CmsPublicSection => ({ key, heading: '', html: '' });

/** One section of a page by its key; an empty one when the page or the section is missing. */
export function sectionOf(page: PublicCmsPage | null, key: string): CmsPublicSection {
  return page?.sections.find((section) => section.key === key) ?? emptySection(key);
}
