import type { ReactNode } from 'react';

/** The heading band at the top of every public page. */
export function PageHeader({
  title,
  lead,
  eyebrow,
  children,
}: {
  title: string;
  lead?: string;
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-[#f4e9d8] to-white dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-6 pb-10">
        {children}
        {eyebrow && (
          <p className="font-semibold tracking-wide text-amber-800 uppercase dark:text-amber-400">
            {eyebrow}
          </p>
        )}
        <h1 className="max-w-4xl text-3xl leading-tight font-extrabold text-balance sm:text-4xl">{title}</h1>
        {lead && <p className="max-w-3xl text-lg text-slate-700 dark:text-slate-300">{lead}</p>}
      </div>
    </div>
  );
}
