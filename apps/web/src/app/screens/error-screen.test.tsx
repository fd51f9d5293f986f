import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppUpdateError } from '../../lib/lazy-with-retry';
import { ErrorScreen } from './error-screen';
import { UpdateAvailableScreen } from './update-available-screen';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('whole-site error screens', () => {
  it('shows the update screen for stale code', () => {
    render(<ErrorScreen error={new AppUpdateError('stale')} />);
    expect(screen.getByRole('heading', { name: 'Application Update Available' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'A new version of the application is available. The page will reload automatically in a moment.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Now' })).toBeInTheDocument();
  });

  it('reloads 3 s after showing the update screen, or at once on Reload Now', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    render(<UpdateAvailableScreen reload={reload} />);
    act(() => vi.advanceTimersByTime(2_999));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Reload Now' }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('shows the generic fallback and reports other errors', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ErrorScreen error={new Error('boom')} />);
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText("We've been notified and are working on fixing this issue.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });
});
