/** The spec's empty states (§8): 'no order', 'no requests', 'no demo requested', 'no billings'. */
export function EmptyState({ text, testId }: { text: string; testId?: string }) {
  return (
    <p
      data-testid={testId}
      className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 first-letter:uppercase dark:border-slate-700 dark:text-slate-400"
    >
      {text}
    </p>
  );
}
