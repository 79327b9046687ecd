import { formatDate } from '../../../common/format/dates';
import { isLocale, LOCALES, type Locale } from '../../../common/i18n/languages';
import type {
  NotificationItem,
  NotificationMessage,
  NotificationText,
  NotificationTexts,
} from '../../../common/notifications/types';
import { translator } from '../../platform/i18n';
import type { notifications } from './schema';

export type NotificationRow = typeof notifications.$inferSelect;

export type { NotificationMessage };

/** The columns that store a message, checked: a hand-written one needs its fallback's text. */
export function messageColumns(message: NotificationMessage) {
  if ('key' in message)
    return { messageKey: message.key, messageParams: message.params, texts: null, textsFallback: null };
  const texts: NotificationTexts = {};
  for (const locale of LOCALES) {
    const text = message.texts[locale];
    if (text && text.title.trim()) texts[locale] = { title: text.title, body: text.body };
  }
  const fallback = message.fallback ?? LOCALES.find((locale) => texts[locale]);
  if (!fallback || !texts[fallback])
    throw new Error('a hand-written notification needs a title in its fallback language');
  return { messageKey: null, messageParams: {}, texts, textsFallback: fallback };
}

/** Title and body in the reader's language, and the language they are actually in. */
export function messageText(row: NotificationRow, locale: Locale): NotificationText & { lang: Locale } {
  if (row.messageKey) {
    const t = translator(locale);
    const params = row.messageParams;
    return {
      title: t(`notifications:${row.messageKey}.title`, params),
      body: t(`notifications:${row.messageKey}.body`, params),
      lang: locale,
    };
  }
  const texts = row.texts ?? {};
  const lang = texts[locale]
    ? locale
    : isLocale(row.textsFallback) && texts[row.textsFallback]
      ? row.textsFallback
      : LOCALES.find((l) => texts[l]);
  const text = lang ? texts[lang] : undefined;
  return { title: text?.title ?? '', body: text?.body ?? '', lang: lang ?? locale };
}

/** A stored notification as its reader gets it: their language, dates labelled in the shop's zone. */
export function renderNotification(row: NotificationRow, locale: Locale, timeZone: string): NotificationItem {
  const { title, body, lang } = messageText(row, locale);
  return {
    id: row.id,
    title,
    body,
    date: row.createdAt.toISOString(),
    date_label: formatDate(row.createdAt, locale, timeZone, 'panel'),
    date_long: formatDate(row.createdAt, locale, timeZone, 'dateTime'),
    read: row.read === 1 ? 1 : 0,
    url: row.url,
    lang,
  };
}
