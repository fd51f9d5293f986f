import { describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

describe('toast durations (spec section 9)', () => {
  it('shows success for 3 s, errors for 5 s and the rest for 4 s', async () => {
    const { notify } = await import('./notify');
    notify.success('Saved.');
    notify.error('Failed.');
    notify.info('Note.');
    await vi.waitFor(() => expect(toast).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Saved.', { duration: 3_000 });
    expect(toast.error).toHaveBeenCalledWith('Failed.', { duration: 5_000 });
    expect(toast).toHaveBeenCalledWith('Note.', { duration: 4_000 });
  });
});
