import { forwardRef, type ButtonHTMLAttributes } from 'react';

// Buttons (ADR-0014): the classes of today's forms, by variant and size. A busy button says so
// (aria-busy) and cannot be pressed again until its work is done.

export type ButtonVariant =
  'primary' | 'secondary' | 'secondaryDanger' | 'outline' | 'danger' | 'dangerOutline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 aria-busy:cursor-progress';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-teal-700 text-white hover:bg-teal-800 focus-visible:outline-teal-700',
  secondary:
    'border border-slate-300 hover:bg-slate-100 focus-visible:outline-teal-700 dark:border-slate-700 dark:hover:bg-slate-800',
  /** The way to a destructive step that still asks first (cancel an order): secondary, red on hover. */
  secondaryDanger:
    'border border-slate-300 hover:border-red-700 hover:text-red-800 focus-visible:outline-teal-700 dark:border-slate-700 dark:hover:border-red-400 dark:hover:text-red-300',
  /** The shop's second choice beside a primary one (teal outline). */
  outline:
    'border-2 border-teal-700 text-teal-800 hover:bg-teal-50 focus-visible:outline-teal-700 dark:text-teal-300 dark:hover:bg-slate-800',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
  /** A destructive step that is not the page's main one (cancel a request, remove a branch). */
  dangerOutline:
    'border border-red-700 text-red-800 hover:bg-red-50 focus-visible:outline-red-700 dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950',
  ghost:
    'text-teal-800 hover:bg-slate-100 focus-visible:outline-teal-700 dark:text-teal-300 dark:hover:bg-slate-800',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-4 py-2 text-sm',
  md: 'px-5 py-2.5',
  lg: 'px-6 py-3',
};

/** The classes of a button, for a link that looks like one. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return [base, variants[variant], sizes[size], className].filter(Boolean).join(' ');
}

export const Button = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & {
    variant?: ButtonVariant;
    size?: ButtonSize;
    /** Its work is under way: announced, and not pressed twice. */
    busy?: boolean;
  }
>(function Button({ variant, size, busy = false, className, type = 'button', disabled, ...props }, ref) {
  return (
    <button
      ref={ref}
      // A plain button unless told: a form's submit says so.
      type={type}
      className={buttonClasses({ variant, size, className })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    />
  );
});
