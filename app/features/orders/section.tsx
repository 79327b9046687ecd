import type { ReactNode } from 'react';

/** One titled part of an order page (items, history, files…), a landmark named by its heading. */
export function OrderSection({
  id,
  title,
  children,
  hint,
  className = '',
}: {
  id: string;
  title: string;
  children: ReactNode;
  hint?: string;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={id}
      className={`flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900 ${className}`}
    >
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {title}
        </h2>
        {hint && <p className="text-sm text-slate-600 dark:text-slate-400">{hint}</p>}
      </div>
      {children}
    </section>
  );
}
