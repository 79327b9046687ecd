import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/ui/localized-link';
import type { Notification } from './types';

/** Notifications as a list of links to their own page (which marks them read). */
export function NotificationList({ items }: { items: Notification[] }) {
  const { t } = useTranslation('account');
  if (items.length === 0)
    return <p className="text-slate-600 dark:text-slate-400">{t('notifications.empty')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {items.map((n) => (
        <li key={n.id}>
          <LocalizedLink
            to={`/notifications/${n.id}`}
            data-read={n.read}
            className={`block rounded-xl border p-4 hover:border-teal-600 ${
              n.read === 0
                ? 'border-teal-300 bg-teal-50 dark:border-teal-800 dark:bg-teal-950/60'
                : 'border-slate-200 dark:border-slate-800'
            }`}
          >
            <span className={`block ${n.read === 0 ? 'font-bold' : 'font-medium'}`}>
              <span lang={n.lang}>{n.title}</span>
            </span>
            <span className="block text-slate-700 dark:text-slate-300" lang={n.lang}>
              {n.body}
            </span>
            <time
              dateTime={n.date}
              data-testid="notification-date"
              className="mt-1 block text-sm text-slate-600 dark:text-slate-400"
            >
              {n.date_long}
            </time>
            {/* Said last: the link's name starts with the text it shows (WCAG 2.5.3). */}
            <span className="sr-only">
              {' '}
              ({n.read === 0 ? t('notifications.unread') : t('notifications.read')})
            </span>
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}
