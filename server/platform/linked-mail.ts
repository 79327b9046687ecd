import { directionOf, type Locale } from '../../common/i18n/languages';
import type { Mail } from './mail';

export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A customer's mail: paragraphs, then a link to the page where the thing lives; the text part and
 * an HTML part in the reader's language and direction. `lineBreaks`: a paragraph's own line breaks
 * (a message someone typed) stay line breaks in the HTML part.
 */
export function linkedMail(input: {
  to: string;
  subject: string;
  locale: Locale;
  paragraphs: string[];
  link: string;
  label: string;
  lineBreaks?: boolean;
}): Mail {
  const { to, subject, locale, paragraphs, link, label } = input;
  const paragraph = (p: string) => (input.lineBreaks ? escapeHtml(p).replace(/\n/g, '<br>') : escapeHtml(p));
  return {
    to,
    subject,
    text: [...paragraphs, `${label}: ${link}`].join('\n\n'),
    html:
      `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><body>` +
      paragraphs.map((p) => `<p>${paragraph(p)}</p>`).join('') +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(label)}</a></p></body></html>`,
  };
}
