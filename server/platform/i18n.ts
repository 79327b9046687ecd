import type { TFunction } from 'i18next';
import { isolateLeftToRight } from '../../common/i18n/bidi';
import { directionOf, type Locale } from '../../common/i18n/languages';
import { serverI18n } from './i18n-resources';

/**
 * A translation function for server-side plain text (mails, notifications, API messages) in the
 * given language. In a right-to-left language, left-to-right tokens are isolated, so an order
 * number or an amount keeps its order in the sentence (plain text has no <bdi>).
 */
export function translator(locale: Locale): TFunction {
  const t = serverI18n(locale).t;
  if (directionOf(locale) !== 'rtl') return t;
  const isolating = (...args: unknown[]) => {
    const text = (t as unknown as (...a: unknown[]) => unknown)(...args);
    return typeof text === 'string' ? isolateLeftToRight(text) : text;
  };
  return isolating as unknown as TFunction;
}

/**
 * Without isolation marks: for the PDF renderer, which lays out bidirectional text itself and has
 * no glyph for them, and for comparing with React-rendered pages (HTML isolates with <bdi>).
 */
export function layoutTranslator(locale: Locale): TFunction {
  return serverI18n(locale).t;
}
