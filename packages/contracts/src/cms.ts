import { z } from 'zod';
import { isoDateTimeSchema, onOneLine } from './fields';

/**
 * The public site's words (issue 12, decision 0047):
 *   GET    /api/pages?path=/faq                        -> PublicCmsPage (published version only)
 *   GET    /api/admin/cms/pages                        -> CmsPageListItem[]            (Staff, Admin)
 *   POST   /api/admin/cms/pages       { path, title }  -> CmsPageDetail                (Admin)
 *   GET    /api/admin/cms/pages/:id                    -> CmsPageDetail                (Staff, Admin)
 *   GET    /api/admin/cms/pages/:id/versions/:version  -> CmsVersion                   (Staff, Admin)
 *   PUT    /api/admin/cms/pages/:id/draft  CmsDraftBody -> CmsPageDetail (a new version)
 *   POST   /api/admin/cms/pages/:id/publish  { version } -> CmsPageDetail
 *   POST   /api/admin/cms/pages/:id/restore  { version } -> CmsPageDetail (a copy as a new draft)
 *   POST   /api/admin/cms/pages/:id/unpublish           -> CmsPageDetail (custom pages only)
 *   DELETE /api/admin/cms/pages/:id                     -> 204 (custom pages only, Admin)
 *   POST   /api/admin/cms/preview     { markdown }      -> { html } (nothing saved)
 */

export const cmsPageKinds = ['built_in', 'custom'] as const;
export const cmsPageStatuses = ['published', 'draft_changes', 'unpublished'] as const;
export type CmsPageStatus = (typeof cmsPageStatuses)[number];
export const cmsPageStatusLabels: Record<CmsPageStatus, string> = {
  published: 'Published',
  draft_changes: 'Draft changes',
  unpublished: 'Unpublished',
};

/** Search engines cut titles near 60 characters and descriptions near 160: the editor hints at both. */
export const cmsSeoTitleHint = 60;
export const cmsSeoDescriptionHint = 160;

const pathShape = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;
export const cmsPathSchema = z
  .string({ error: 'Enter a path.' })
  .trim()
  .check(onOneLine)
  .min(1, 'Enter a path.')
  .max(120, 'A path has at most 120 characters.')
  .regex(
    pathShape,
    'A path starts with / and uses lower-case letters, digits and single hyphens, like /faq or /buying/pickup.',
  );

const markdownSchema = z.string().max(40_000, 'A section has at most 40,000 characters.');

export const cmsSectionSchema = z.object({
  key: z.string(),
  heading: z.string(),
  markdown: z.string(),
  html: z.string(),
});
export type CmsSection = z.infer<typeof cmsSectionSchema>;

export const cmsPublicSectionSchema = cmsSectionSchema.omit({ markdown: true });
export type CmsPublicSection = z.infer<typeof cmsPublicSectionSchema>;

export const publicCmsPageSchema = z.object({
  path: z.string(),
  title: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  sections: z.array(cmsPublicSectionSchema),
  published_at: isoDateTimeSchema,
});
export type PublicCmsPage = z.infer<typeof publicCmsPageSchema>;

export const cmsPublicQuerySchema = z.object({ path: cmsPathSchema });

export const cmsVersionSummarySchema = z.object({
  version: z.number().int(),
  title: z.string(),
  created_by_name: z.string().nullable(),
  created_at: isoDateTimeSchema,
  published_at: isoDateTimeSchema.nullable(),
  restored_from_version: z.number().int().nullable(),
});
export type CmsVersionSummary = z.infer<typeof cmsVersionSummarySchema>;

export const cmsVersionSchema = cmsVersionSummarySchema.extend({
  seo_title: z.string(),
  seo_description: z.string(),
  sections: z.array(cmsSectionSchema),
});
export type CmsVersion = z.infer<typeof cmsVersionSchema>;

export const cmsPageListItemSchema = z.object({
  id: z.uuid(),
  path: z.string(),
  kind: z.enum(cmsPageKinds),
  title: z.string(),
  status: z.enum(cmsPageStatuses),
  draft_version: z.number().int().nullable(),
  published_version: z.number().int().nullable(),
  updated_at: isoDateTimeSchema,
});
export type CmsPageListItem = z.infer<typeof cmsPageListItemSchema>;

export const cmsPageDetailSchema = cmsPageListItemSchema.extend({
  draft: cmsVersionSchema,
  versions: z.array(cmsVersionSummarySchema),
});
export type CmsPageDetail = z.infer<typeof cmsPageDetailSchema>;

export const cmsDraftBodySchema = z.object({
  title: z
    .string()
    .trim()
    .check(onOneLine)
    .min(1, 'Enter a title.')
    .max(120, 'A title has at most 120 characters.'),
  seo_title: z
    .string()
    .trim()
    .check(onOneLine)
    .max(120, 'An SEO title has at most 120 characters.')
    .default(''),
  seo_description: z.string().trim().max(300, 'An SEO description has at most 300 characters.').default(''),
  sections: z
    .array(
      z.object({
        key: z.string().check(onOneLine).min(1).max(40),
        heading: z.string().trim().check(onOneLine).max(200, 'A heading has at most 200 characters.'),
        markdown: markdownSchema,
      }),
    )
    .min(1, 'A page has at least one section.')
    .max(20),
});
export type CmsDraftBody = z.input<typeof cmsDraftBodySchema>;

export const cmsVersionBodySchema = z.object({
  version: z.number({ error: 'Choose a version.' }).int().positive('Choose a version.'),
});

export const cmsNewPageBodySchema = z.object({
  path: cmsPathSchema,
  title: z
    .string()
    .trim()
    .check(onOneLine)
    .min(1, 'Enter a title.')
    .max(120, 'A title has at most 120 characters.'),
});
export type CmsNewPageBody = z.input<typeof cmsNewPageBodySchema>;

export const cmsPreviewBodySchema = z.object({ markdown: markdownSchema });
export const cmsPreviewSchema = z.object({ html: z.string() });
export type CmsPreview = z.infer<typeof cmsPreviewSchema>;
