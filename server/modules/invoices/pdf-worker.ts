import { parentPort } from 'node:worker_threads';
import type { Locale } from '../../../common/i18n/languages';
import { renderInvoicePdf } from './pdf';
import type { InvoiceDocument } from './read';

/** A render asked of the PDF thread (pdf-thread.ts), and its answer. */
export interface PdfRequest {
  id: number;
  doc: InvoiceDocument;
  locale: Locale;
  timeZone: string;
}
export type PdfAnswer = { id: number; bytes: Uint8Array } | { id: number; error: string };

// The thread's entry: renders what it is asked, one answer per request.
parentPort?.on('message', async ({ id, doc, locale, timeZone }: PdfRequest) => {
  let answer: PdfAnswer;
  try {
    answer = { id, bytes: new Uint8Array(await renderInvoicePdf(doc, locale, timeZone)) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(answer);
});
