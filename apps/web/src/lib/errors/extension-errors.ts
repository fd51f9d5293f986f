const extensionPattern = /(chrome|moz|safari(-web)?|ms-browser)-extension:\/\//i;

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value instanceof Error) return [value.stack ?? '', value.message];
  if (value !== null && typeof value === 'object') {
    const { stack, filename } = value as { stack?: unknown; filename?: unknown };
    return [stack, filename].filter((text): text is string => typeof text === 'string');
  }
  return [];
}

/** True when an error's stack or file comes from a browser extension, not from this site. */
export function isExtensionError(...sources: unknown[]): boolean {
  return sources.flatMap(textsOf).some((text) => extensionPattern.test(text));
}
