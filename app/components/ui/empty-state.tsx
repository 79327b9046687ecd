import type { ReactNode } from 'react';

/**
 * What a list shows when it has nothing (spec §8: 'no order', 'no requests'…): a framed message,
 * and an optional next step (a link or a button) under it.
 */
export function EmptyState({
  children,
  action,
  testId = 'empty-state',
  size = 'md',
}: {
  children: ReactNode;
  action?: ReactNode;
  testId?: string;
  /** `lg` for a page's main list (larger text), `sm` inside an admin screen's block. */
  size?: 'sm' | 'md' | 'lg';
}) {
  const frame = {
    sm: 'rounded-2xl border border-dashed border-slate-300 p-5 text-slate-700 dark:border-slate-700 dark:text-slate-300',
    md: 'rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400',
    lg: 'rounded-2xl border border-dashed border-slate-300 p-8 text-center text-lg text-slate-600 dark:border-slate-700 dark:text-slate-300',
  }[size];
  if (!action) {
    return (
      <p data-testid={testId} className={frame}>
        {children}
      </p>
    );
  }
  return (
    <div data-testid={testId} className={`${frame} flex flex-col items-center gap-4`}>
      <p>{children}</p>
      {action}
    </div>
  );
}
