import type { Category } from '@auction/contracts';
import type { CategoryRow } from '../../db/schema';

export function toCategoryJson(row: CategoryRow): Category {
  return { id: row.id, name: row.name, slug: row.slug, image: row.image };
}
