import { z } from 'zod';
import { uuidSchema } from './fields';

export const watchlistBodySchema = z.object({ lot_id: uuidSchema });
export const lotIdParamsSchema = z.object({ lotId: uuidSchema });
