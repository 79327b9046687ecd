import type { AppLoadContext } from 'react-router';
import { withDateLabels, type DateStyle } from '../../common/format/dates';
import type { Locale } from '../../common/i18n/languages';

/**
 * For loaders: adds the server-written `<field>Label` beside each date of a record, in the page's
 * language and the configured zone (ADR-0008). The browser shows those labels as they are.
 */
export function dateLabelsFor(context: AppLoadContext, locale: Locale) {
  const timeZone = context.services.config.TIME_ZONE;
  return <T extends object, K extends keyof T & string>(record: T, keys: readonly K[], style?: DateStyle) =>
    withDateLabels(record, keys, locale, timeZone, style);
}
