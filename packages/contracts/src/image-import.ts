/** Picture import from many files or a zip (issue 11). The picture import module extends this file. */
export const imageImportTargets = ['auction', 'sku'] as const;
export type ImageImportTarget = (typeof imageImportTargets)[number];
