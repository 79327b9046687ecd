import type { Locale } from '../../../common/i18n/languages';
import type { Mail } from '../../platform/mail';
import { translator } from '../../platform/i18n';

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function html(locale: Locale, paragraphs: string[], link?: { href: string; label: string }, footer?: string) {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const body = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
  const button = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  const foot = footer ? `<hr><p style="font-size:12px;color:#555">${footer}</p>` : '';
  return `<!doctype html><html lang="${locale}" dir="${dir}"><body>${body}${button}${foot}</body></html>`;
}

export function newsletterConfirmMail(opts: {
  to: string;
  locale: Locale;
  confirmLink: string;
  unsubscribeLink: string;
}): Mail {
  const t = translator(opts.locale);
  const lines = [t('contact:newsletterMail.intro')];
  const footer = `${escapeHtml(t('contact:newsletterMail.unsubscribeText'))} <a href="${escapeHtml(opts.unsubscribeLink)}">${escapeHtml(t('contact:newsletterMail.unsubscribe'))}</a>`;
  return {
    to: opts.to,
    subject: t('contact:newsletterMail.subject'),
    text: [
      ...lines,
      `${t('contact:newsletterMail.confirm')}: ${opts.confirmLink}`,
      `${t('contact:newsletterMail.unsubscribeText')} ${opts.unsubscribeLink}`,
    ].join('\n\n'),
    html: html(
      opts.locale,
      lines,
      { href: opts.confirmLink, label: t('contact:newsletterMail.confirm') },
      footer,
    ),
    headers: { 'List-Unsubscribe': `<${opts.unsubscribeLink}>` },
  };
}
