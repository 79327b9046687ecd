import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LocalizedLink } from '~/components/ui/localized-link';
import { directionOf } from '../../../common/i18n/languages';
import { useLocale, useLocalizePath } from '~/i18n/use-locale';
import { usePopover } from './use-popover';
import { useNotifications } from './use-notifications';
import { StrokeIcon } from '~/components/layout/icon';

/** The header bell with its unread count and the notification panel (spec §2). */
export function NotificationBell({ initialUnread }: { initialUnread: number }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const { items, unread, markRead } = useNotifications(initialUnread, locale);
  const { open, close, container, button, id: panelId, toggle } = usePopover();
  const badge = unread > 99 ? '99+' : String(unread);

  function openItem(id: number, url: string) {
    markRead(id);
    close();
    void navigate(localize(`/${url}`));
  }

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        data-testid="notification-bell"
        // With unread ones, the name starts with the number the badge shows (WCAG 2.5.3).
        aria-label={t('bell.label', { count: unread, shown: badge })}
        {...toggle}
        className="relative grid size-10 place-items-center rounded-full hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <StrokeIcon className="size-6">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </StrokeIcon>
        {unread > 0 && (
          <span
            data-testid="unread-count"
            className="absolute end-0 -top-0.5 grid min-w-5 place-items-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
          >
            {badge}
          </span>
        )}
      </button>
      <section
        id={panelId}
        hidden={!open}
        dir={directionOf(locale)}
        aria-labelledby={`${panelId}-title`}
        data-testid="notification-panel"
        className="absolute end-0 top-12 z-50 w-[min(24rem,calc(100vw-2rem))] max-sm:fixed max-sm:inset-x-4 max-sm:top-16 max-sm:w-auto rounded-xl border border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900"
      >
        <header className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-700">
          <h2 id={`${panelId}-title`} className="text-lg font-bold">
            {t('panel.title')}
          </h2>
          <LocalizedLink
            to="/notifications"
            onClick={close}
            className="text-sm font-semibold text-teal-800 underline hover:no-underline dark:text-teal-300"
          >
            {t('panel.viewAll')}
          </LocalizedLink>
        </header>
        {items.length === 0 ? (
          <p className="p-4 text-slate-600 dark:text-slate-400">{t('panel.empty')}</p>
        ) : (
          <ul className="max-h-96 divide-y divide-slate-200 overflow-y-auto dark:divide-slate-700">
            {items.map((n) => (
              <li
                key={n.id}
                data-testid="notification-item"
                data-read={n.read}
                className={`flex items-start gap-2 p-3 ${n.read === 0 ? 'bg-teal-50 dark:bg-teal-950/60' : ''}`}
              >
                <a
                  href={localize(`/${n.url}`)}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                      return markRead(n.id);
                    event.preventDefault();
                    openItem(n.id, n.url);
                  }}
                  className="flex-1 rounded text-start focus-visible:outline-2 focus-visible:outline-teal-600"
                >
                  <span className={`block ${n.read === 0 ? 'font-bold' : 'font-medium'}`}>
                    <span lang={n.lang}>{n.title}</span>
                  </span>
                  <span className="block text-sm text-slate-700 dark:text-slate-300" lang={n.lang}>
                    {n.body}
                  </span>
                  <time
                    dateTime={n.date}
                    className="mt-1 block text-xs text-slate-600 dark:text-slate-400"
                    dir="ltr"
                  >
                    {n.date_label}
                  </time>
                  {/* Said last: the link's name starts with the text it shows (WCAG 2.5.3). */}
                  {n.read === 0 && <span className="sr-only"> ({t('panel.unread')})</span>}
                </a>
                {n.read === 0 && (
                  <button
                    type="button"
                    data-testid="mark-read"
                    onClick={() => markRead(n.id)}
                    aria-label={`${t('panel.markRead')}: ${n.title}`}
                    title={t('panel.markRead')}
                    className="grid size-8 shrink-0 place-items-center rounded-full text-teal-800 hover:bg-teal-100 dark:text-teal-300 dark:hover:bg-teal-900"
                  >
                    <StrokeIcon>
                      <path d="M20 6 9 17l-5-5" />
                    </StrokeIcon>
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
