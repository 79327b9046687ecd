import { useTranslation } from 'react-i18next';

const COLOURS: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  approved: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  done: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  closed: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
  canceled: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
};

export function RequestStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${COLOURS[status] ?? COLOURS.pending}`}
    >
      {t(`requests:statuses.${status}`)}
    </span>
  );
}
