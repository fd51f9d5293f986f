/**
 * The readable part of an SEO path, e.g. "Estate Sale: Lunenburg!" -> "estate-sale-lunenburg".
 * Kept in the server until the domain package has one.
 */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'item';
}
