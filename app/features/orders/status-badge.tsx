const TONES: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  on_hand: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  approved: 'bg-teal-100 text-teal-900 dark:bg-teal-950 dark:text-teal-200',
  paid: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  done: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  canceled: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  closed: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  refund: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
};

/** A status or pay status, in the words the server wrote, coloured by its value. */
export function StatusBadge({ value, label, testId }: { value: string; label: string; testId?: string }) {
  return (
    <span
      data-testid={testId}
      data-value={value}
      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${TONES[value] ?? TONES.closed}`}
    >
      {label}
    </span>
  );
}
