/** CSV import of inventory (issue 11). The import module extends this file. */
export const importStatuses = ['previewed', 'queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];
