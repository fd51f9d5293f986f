/** Staff find a lot by its number ("12", "12A") or by words of its title. */
export function matchesLot(lot: { lotNumber: string; title: string }, text: string): boolean {
  const query = text.trim().toLowerCase();
  if (!query) return true;
  if (lot.lotNumber.toLowerCase() === query) return true;
  const title = lot.title.toLowerCase();
  return query.split(/\s+/).every((word) => title.includes(word));
}
