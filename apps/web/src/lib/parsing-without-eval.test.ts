import { describe, expect, it, vi } from 'vitest';

describe('parsing without eval (the site CSP forbids it)', () => {
  it('turns off the compiled parsers of zod, loaded before or after it', async () => {
    vi.resetModules();
    await import('./parsing-without-eval');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    const construct = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ id: z.string(), amount: z.number() });
    expect(schema.parse({ id: 'a', amount: 5 })).toEqual({ id: 'a', amount: 5 });
    expect(schema.safeParse({ id: 1 }).success).toBe(false);
    expect(construct).not.toHaveBeenCalled();
    construct.mockRestore();
  });
});
