import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'inverse' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-harbour-800 text-white hover:bg-harbour-700 dark:bg-harbour-400 dark:text-harbour-950 dark:hover:bg-harbour-300',
  accent: 'bg-brass-300 text-harbour-950 hover:bg-brass-200 shadow-sm',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  inverse: 'border border-white/60 text-white hover:bg-white/10',
  ghost: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  danger: 'bg-red-700 text-white hover:bg-red-800 dark:bg-red-500 dark:text-slate-950 dark:hover:bg-red-400',
};

const sizes: Record<ButtonSize, string> = {
  // A thumb's 44 px on phones; the compact 36 px from the small breakpoint up.
  sm: 'h-11 min-w-11 px-3 text-sm sm:h-9 sm:min-w-0',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

/** Classes of a button, for links that look like buttons too. */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return clsx(
    // On one line, except on a phone at a large text size, where a long label wraps instead of
    // pushing the page wider than the screen (WCAG 1.4.10).
    'inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold max-sm:whitespace-normal sm:whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    extra,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
}

export function Button({
  variant,
  size,
  loading = false,
  className,
  children,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      className={buttonClasses(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
