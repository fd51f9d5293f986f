/** First word of a full name, or '' when there is none. */
export function firstWordOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** The header greeting's name: first name, else the first word of the name, else 'there'. */
export function greetingName(user: { first_name?: string | null; name?: string | null }): string {
  const first = user.first_name?.trim();
  if (first) return first;
  const word = firstWordOf(user.name ?? '');
  return word || 'there';
}
