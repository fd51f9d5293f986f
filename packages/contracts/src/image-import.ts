import { z } from 'zod';
import { uuidSchema } from './fields';

/** Picture import from many files or a zip (issue 11). The picture import module extends this file. */
export const imageImportTargets = ['auction', 'sku'] as const;
export type ImageImportTarget = (typeof imageImportTargets)[number];

/** A zip may hold at most this many entries and this many bytes once unpacked. */
export const imageImportLimits = {
  maxEntries: 2_000,
  maxUnpackedBytes: 2 * 1024 * 1024 * 1024,
  /** The upload itself: many pictures or one zip. */
  maxUploadBytes: 512 * 1024 * 1024,
} as const;

export const imageImportFileOutcomes = ['pending', 'stored', 'unmatched', 'duplicate', 'refused'] as const;
export type ImageImportFileOutcome = (typeof imageImportFileOutcomes)[number];

/** The form fields that come with the files: match to a lot number of an auction, or to a SKU. */
export const imageImportFieldsSchema = z
  .object({
    target: z.enum(imageImportTargets, { error: 'Choose lot numbers of an auction or SKUs.' }),
    auction_id: uuidSchema.optional(),
  })
  .refine((fields) => fields.target !== 'auction' || fields.auction_id, {
    path: ['auction_id'],
    message: 'Choose the auction whose lot numbers the files are named by.',
  });
export type ImageImportFields = z.infer<typeof imageImportFieldsSchema>;

export const imageImportFileSchema = z.object({
  name: z.string(),
  outcome: z.enum(imageImportFileOutcomes),
  /** The lot number or SKU the file goes to, and its place among this import's pictures of it (1 = first). */
  match: z.object({ label: z.string(), position: z.number().int() }).nullable(),
  reason: z.string().nullable(),
});
export type ImageImportFile = z.infer<typeof imageImportFileSchema>;

export const imageImportSchema = z.object({
  id: z.uuid(),
  status: z.enum(['previewed', 'queued', 'running', 'done', 'failed']),
  target: z.enum(imageImportTargets),
  auction_id: z.uuid().nullable(),
  total: z.number().int(),
  processed: z.number().int(),
  counts: z.object({
    matched: z.number().int(),
    stored: z.number().int(),
    unmatched: z.number().int(),
    duplicate: z.number().int(),
    refused: z.number().int(),
  }),
  files: z.array(imageImportFileSchema),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImageImport = z.infer<typeof imageImportSchema>;
