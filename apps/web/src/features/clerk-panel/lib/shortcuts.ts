/** What a key does on the clerk panel. */
export type ShortcutCommand =
  | 'fair_warning'
  | 'sold'
  | 'pass'
  | 'reopen'
  | 'undo'
  | 'next_lot'
  | 'pause_resume'
  | 'ask_up'
  | 'ask_down'
  | 'focus_floor_bid'
  | 'focus_message'
  | 'help';

/** The keys, as the "Shortcuts" help lists them. */
export const shortcuts: { keys: string; label: string; command: ShortcutCommand; match: string[] }[] = [
  { keys: 'F', label: 'Fair warning', command: 'fair_warning', match: ['f'] },
  { keys: 'S', label: 'Sold to the high bid', command: 'sold', match: ['s'] },
  { keys: 'P', label: 'Pass the lot (in a choice, the lots left)', command: 'pass', match: ['p'] },
  { keys: 'R', label: 'Reopen the last lot', command: 'reopen', match: ['r'] },
  { keys: 'U', label: 'Undo the last bid', command: 'undo', match: ['u'] },
  { keys: 'N', label: 'Next lot', command: 'next_lot', match: ['n'] },
  { keys: 'Space', label: 'Pause or resume the sale', command: 'pause_resume', match: [' '] },
  { keys: '↑', label: 'Asking price up one increment', command: 'ask_up', match: ['arrowup'] },
  { keys: '↓', label: 'Asking price down one increment', command: 'ask_down', match: ['arrowdown'] },
  { keys: 'B', label: 'Enter a floor bid (Enter sends it)', command: 'focus_floor_bid', match: ['b'] },
  { keys: 'M', label: 'Write a message to bidders', command: 'focus_message', match: ['m'] },
  { keys: '?', label: 'Show or hide these shortcuts', command: 'help', match: ['?'] },
];

/** Where typing happens: keys there belong to the field, not to the panel. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

/**
 * The command of a key press on the panel, or null: never while typing in a field, with a
 * modifier held, inside a dialog, or Space on a focused button or link (Space presses it).
 */
export function shortcutOf(event: KeyboardEvent): ShortcutCommand | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target;
  if (isTypingTarget(target)) return null;
  if (target instanceof HTMLElement && target.closest('[role="dialog"]')) return null;
  const key = event.key.toLowerCase();
  if (key === ' ' && target instanceof HTMLElement && target.closest('button, a, [role="switch"]'))
    return null;
  return shortcuts.find((s) => s.match.includes(key))?.command ?? null;
}
