import type { Locale } from '../../common/i18n/languages';
import { describeDomainError, isDomainError } from '../../server/platform/domain-error';

/**
 * A service's refusal (a DomainError, ADR-0023) as a page action shows it: the status, the message
 * and each field's messages in the page's language. Anything else is not a refusal: thrown on.
 */
export function refusalOf(error: unknown, locale: Locale, ...codes: string[]) {
  if (!isDomainError(error, ...codes)) throw error;
  return describeDomainError(error, locale);
}
