import { useTranslation } from 'react-i18next';
import type { OrderDetail } from './types';

/** Every move of the order's status and pay status: who, what, when (dates written by the server). */
export function OrderHistory({ history }: { history: OrderDetail['history'] }) {
  const { t } = useTranslation();
  return (
    <ol className="flex flex-col gap-3" data-testid="order-history">
      {history.map((entry, index) => (
        <li
          key={index}
          data-testid="history-entry"
          className="flex flex-col gap-0.5 border-s-4 border-teal-600 ps-3"
        >
          <time dateTime={entry.at.iso} className="shrink-0 text-sm text-slate-600 dark:text-slate-400">
            {entry.at.label}
          </time>
          <p>
            <span className="font-semibold">{t(`orders:page.history.actors.${entry.actor}`)}</span>
            {' — '}
            {t('orders:page.history.entry', {
              field: t(`orders:page.history.fields.${entry.field}`),
              from: entry.from_label,
              to: entry.to_label,
            })}
          </p>
        </li>
      ))}
    </ol>
  );
}
