import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown';
import { formatRemaining, milestoneOf } from './milestones';
import { runningClocks } from './use-now';

const MINUTE = 60_000;
const start = new Date('2026-11-22T12:00:00.000Z');
const inMs = (ms: number) => new Date(start.getTime() + ms).toISOString();

describe('formatRemaining', () => {
  it.each([
    [3 * 86_400_000 + 4 * 3_600_000 + 59_000, '3d 4h'],
    [5 * 3_600_000 + 7 * MINUTE, '5h 07m'],
    [9 * MINUTE + 5_000, '9m 05s'],
    [42_000, '42s'],
    [999, '0s'],
    [-5_000, '0s'],
  ])('%i ms is %s', (ms, text) => {
    expect(formatRemaining(ms)).toBe(text);
  });

  it('puts the milestones at 1 hour, 10 minutes and 1 minute', () => {
    expect(milestoneOf(60 * MINUTE + 1)).toBeNull();
    expect(milestoneOf(60 * MINUTE)).toBe('hour');
    expect(milestoneOf(10 * MINUTE)).toBe('ten-minutes');
    expect(milestoneOf(MINUTE)).toBe('minute');
    expect(milestoneOf(0)).toBe('over');
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function liveRegion(): HTMLElement {
    const region = document.querySelector('[aria-live="polite"]');
    if (!(region instanceof HTMLElement)) throw new Error('no live region');
    return region;
  }

  it('shows the time left every second without announcing it', () => {
    render(<Countdown to={inMs(2 * 3_600_000)} verb="closes" subject="Lot 12" />);
    expect(screen.getByRole('timer')).toHaveTextContent('Closes in 2h 00m');
    expect(screen.getByRole('timer')).toHaveAttribute('aria-live', 'off');
    act(() => vi.advanceTimersByTime(5 * MINUTE));
    expect(screen.getByRole('timer')).toHaveTextContent('Closes in 1h 55m');
    expect(liveRegion()).toBeEmptyDOMElement();
  });

  it('announces politely at 1 hour, 10 minutes, 1 minute and the close, nothing in between', () => {
    render(<Countdown to={inMs(61 * MINUTE)} verb="closes" subject="Lot 12" />);
    expect(liveRegion()).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(liveRegion()).toHaveTextContent('Lot 12 closes in 1 hour.');
    act(() => vi.advanceTimersByTime(20 * MINUTE));
    expect(liveRegion()).toHaveTextContent('Lot 12 closes in 1 hour.');
    act(() => vi.advanceTimersByTime(30 * MINUTE));
    expect(liveRegion()).toHaveTextContent('Lot 12 closes in 10 minutes.');
    act(() => vi.advanceTimersByTime(9 * MINUTE));
    expect(liveRegion()).toHaveTextContent('Lot 12 closes in 1 minute.');
    expect(screen.getByRole('timer')).toHaveTextContent('Closes in 1m 00s');
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(liveRegion()).toHaveTextContent('Lot 12 has closed.');
    expect(screen.getByRole('timer')).toHaveTextContent('Closing');
  });

  it('does not announce the milestone the page opened in', () => {
    render(<Countdown to={inMs(5 * MINUTE)} verb="opens" subject="The sale" />);
    act(() => vi.advanceTimersByTime(3_000));
    expect(liveRegion()).toBeEmptyDOMElement();
    expect(screen.getByRole('timer')).toHaveTextContent('Opens in 4m 57s');
  });

  it('runs one clock for many countdowns and stops it when they leave', () => {
    const { unmount } = render(
      <>
        <Countdown to={inMs(MINUTE * 30)} verb="closes" subject="Lot 1" />
        <Countdown to={inMs(MINUTE * 31)} verb="closes" subject="Lot 2" />
        <Countdown to={inMs(MINUTE * 32)} verb="closes" subject="Lot 3" />
      </>,
    );
    expect(runningClocks()).toBe(1);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(runningClocks()).toBe(0);
  });
});
