import type { Locale } from '../../../common/i18n/languages';
import { startWorkerEntry } from '../../platform/worker-entry';
import { WorkerRequests } from '../../platform/worker-requests';
import type { PdfAnswer, PdfRequest } from './pdf-worker';
import type { InvoiceDocument } from './read';

/**
 * Invoice PDFs drawn on a thread of their own (ADR-0015): a render is 100–500 ms of CPU that
 * react-pdf spends without yielding, which on the main thread froze every request of the process
 * (the whole site on the embedded database, where the job worker shares the web process). One
 * thread, started on the first render and kept (holding the process open only while a render is
 * awaited); renders queue on it. A thread that fails fails its pending renders, and the next
 * render starts another.
 */
export function createPdfThread() {
  let thread: WorkerRequests | null = null;

  function start(): WorkerRequests {
    const started = new WorkerRequests(
      startWorkerEntry(import.meta.url, 'pdf-worker'),
      (code) => new Error(`the invoice PDF thread stopped (exit code ${code})`),
    );
    started.worker.on('message', (answer: PdfAnswer) =>
      started.settle(
        answer.id,
        'error' in answer
          ? { error: new Error(`invoice PDF: ${answer.error}`) }
          : { value: Buffer.from(answer.bytes) },
      ),
    );
    return started;
  }

  function render(doc: InvoiceDocument, locale: Locale, timeZone: string): Promise<Buffer> {
    if (!thread || thread.failure) thread = start();
    return thread.send<Buffer>({ doc, locale, timeZone } satisfies Omit<PdfRequest, 'id'>).answer;
  }

  return { render };
}

/** The process's one PDF thread. */
export const pdfThread = createPdfThread();
