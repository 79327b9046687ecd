import { useId } from 'react';

export const detailCardClass =
  'rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';

/** A detail page's section: a card named by its heading (a region landmark with a unique name). */
export function DetailCard(props: {
  title: string;
  children: React.ReactNode;
  /** A line under the heading. */
  intro?: string;
  testId?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`${detailCardClass} ${props.className ?? ''}`}
      data-testid={props.testId}
    >
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {props.title}
      </h2>
      {props.intro && <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">{props.intro}</p>}
      {props.children}
    </section>
  );
}

/** Term / value pairs of a record; empty values are left out. */
export function DetailList({ items }: { items: readonly { term: string; value: React.ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
      {items
        .filter((item) => item.value !== null && item.value !== undefined && item.value !== '')
        .map((item) => (
          <div key={item.term} className="contents">
            <dt className="font-medium">{item.term}</dt>
            <dd className="min-w-0">{item.value}</dd>
          </div>
        ))}
    </dl>
  );
}
