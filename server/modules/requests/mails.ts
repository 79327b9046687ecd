import type { Locale } from '../../../common/i18n/languages';
import type { Mail } from '../../platform/mail';
import { translator } from '../../platform/i18n';

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function html(locale: Locale, paragraphs: string[], link: { href: string; label: string }) {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const body = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
  const button = `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`;
  return `<!doctype html><html lang="${locale}" dir="${dir}"><body>${body}${button}</body></html>`;
}

export interface RequestMailData {
  id: string;
  kind: string;
  fullName: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string | null;
  message: string | null;
  serviceName: string | null;
  locale: Locale;
  link: string;
}

/** The visitor's confirmation, in their language, with the link to their request. */
export function requestConfirmationMail(r: RequestMailData): Mail {
  const t = translator(r.locale);
  const kind = t(`contact:kinds.${r.kind}`);
  const lines = [t('contact:mail.greeting', { name: r.fullName }), t('contact:mail.received', { kind })];
  return {
    to: r.email,
    subject: t('contact:mail.confirmSubject', { kind }),
    text: [...lines, `${t('contact:mail.viewRequest')}: ${r.link}`].join('\n\n'),
    html: html(r.locale, lines, { href: r.link, label: t('contact:mail.viewRequest') }),
  };
}

/** The company's notice, in English (the team's working language), with every field. */
export function requestNoticeMail(r: RequestMailData, to: string): Mail {
  const t = translator('en');
  const fields: [string, string | null][] = [
    [t('contact:fields.type'), t(`contact:kinds.${r.kind}`)],
    [t('contact:fields.fullName'), r.fullName],
    [t('contact:fields.email'), r.email],
    [t('contact:fields.phone'), r.phone],
    [t('contact:fields.company'), r.company],
    [t('contact:fields.service'), r.serviceName],
    [t('contact:fields.subject'), r.subject],
    [t('contact:fields.message'), r.message],
    [t('contact:fields.language'), r.locale],
  ];
  const lines = fields.filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`);
  return {
    to,
    subject: t('contact:mail.noticeSubject', { kind: t(`contact:kinds.${r.kind}`), name: r.fullName }),
    text: [...lines, r.link].join('\n'),
    html: html('en', lines, { href: r.link, label: t('contact:mail.viewRequest') }),
    headers: { 'Reply-To': r.email },
  };
}
