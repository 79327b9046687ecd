import type { Locale } from '../../../common/i18n/languages';
import { layoutTranslator } from '../../platform/i18n';
import type { InvoiceDocument } from './read';

/** The download's file name, with the invoice's number (ASCII in every language). */
export function invoiceFileName(doc: Pick<InvoiceDocument, 'kind' | 'number'>, locale: Locale): string {
  const t = layoutTranslator(locale);
  return t(doc.kind === 'credit_note' ? 'billing:creditFileName' : 'billing:fileName', {
    number: doc.number,
  });
}
