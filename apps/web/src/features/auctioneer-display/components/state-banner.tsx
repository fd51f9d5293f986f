import { clsx } from 'clsx';
import type { DisplayState, DisplayTone } from '../display-state';

const tones: Record<DisplayTone, string> = {
  waiting: 'bg-slate-800 text-white',
  open: 'bg-emerald-400 text-black',
  // Pulses to catch the eye, unless the viewer asked for less motion.
  warning: 'bg-amber-300 text-black motion-safe:animate-pulse',
  choosing: 'bg-violet-300 text-black',
  sold: 'bg-red-600 text-white',
  passed: 'bg-slate-300 text-black',
  paused: 'bg-sky-300 text-black',
  ended: 'bg-slate-800 text-white',
};

/** OPEN, FAIR WARNING, CHOICE AT $X, SOLD $X, PASSED, PAUSED: the one word the room must not miss. */
export function StateBanner({ state }: { state: DisplayState }) {
  return (
    <p
      role="status"
      aria-label="Lot state"
      data-tone={state.tone}
      className={clsx(
        'rounded-xl px-4 py-2 text-center font-black tracking-wide uppercase',
        'text-[clamp(2rem,min(6vw,7.5vh),6.5rem)] leading-tight',
        tones[state.tone],
      )}
    >
      {state.label}
    </p>
  );
}
