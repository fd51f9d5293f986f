const leadingUuidPattern = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-|$)/i;

/**
 * The id of an SEO path segment: `{uuid}` or `{uuid}-{slug}` gives the UUID (lower case); any
 * other segment gives null, which callers treat as not found.
 */
export function leadingUuid(segment: string): string | null {
  const match = leadingUuidPattern.exec(segment);
  return match?.[1] ? match[1].toLowerCase() : null;
}
