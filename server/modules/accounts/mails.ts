import { isLocale, type Locale } from '../../../common/i18n/languages';
import type { Mail } from '../../platform/mail';
import { translator } from '../../platform/i18n';
import type { NotificationMessage } from '../../../common/notifications/types';

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(locale: Locale, paragraphs: string[], highlight?: string) {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const big = highlight
    ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;direction:ltr">${escapeHtml(highlight)}</p>`
    : '';
  return `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:sans-serif">${body}${big}</body></html>`;
}

const lang = (locale: string): Locale => (isLocale(locale) ? locale : 'en');

/** An account mail's language and words, with the greeting and first line each one opens with. */
function opening(localeName: string, name: string, kind: 'code' | 'reset') {
  const locale = lang(localeName);
  const t = translator(locale);
  return {
    locale,
    t,
    greeting: t('account:mail.greeting', { name }),
    intro: t(`account:mail.${kind}.intro`),
  };
}

/** The six-digit code that confirms an address (at signup or when changing it). */
export function verificationCodeMail(to: string, localeName: string, name: string, code: string): Mail {
  const { locale, t, greeting, intro } = opening(localeName, name, 'code');
  const expiry = t('account:mail.code.expiry', { count: 10 });
  return {
    to,
    subject: t('account:mail.code.subject', { code }),
    text: [greeting, intro, code, expiry].join('\n\n'),
    html: layout(locale, [greeting, intro], code) + '',
    hint: `verification code ${code}`,
  };
}

/** The single-use link that sets a new password. */
export function passwordResetMail(to: string, localeName: string, name: string, link: string): Mail {
  const { locale, t, greeting, intro } = opening(localeName, name, 'reset');
  const expiry = t('account:mail.reset.expiry', { count: 30 });
  const ignore = t('account:mail.reset.ignore');
  return {
    to,
    subject: t('account:mail.reset.subject'),
    text: [greeting, intro, link, expiry, ignore].join('\n\n'),
    html: layout(locale, [greeting, intro]).replace(
      '</body>',
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(expiry)}</p><p>${escapeHtml(ignore)}</p></body>`,
    ),
    hint: `password reset link ${link}`,
  };
}

/** The welcome in the bell, read in whatever language the customer reads it (ADR-0202). */
export function welcomeNotification(name: string) {
  return { key: 'welcome', params: { name }, url: 'account' } satisfies NotificationMessage;
}
