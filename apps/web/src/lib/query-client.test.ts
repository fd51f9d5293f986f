import { describe, expect, it } from 'vitest';
import { queryClient } from './query-client';

describe('query cache defaults (spec section 9)', () => {
  it('keeps data fresh for 5 minutes, retries once and ignores window focus', () => {
    const { queries } = queryClient.getDefaultOptions();
    expect(queries?.staleTime).toBe(300_000);
    expect(queries?.retry).toBe(1);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });
});
