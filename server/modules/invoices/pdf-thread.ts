import type { Worker } from 'node:worker_threads';
import type { Locale } from '../../../common/i18n/languages';
import { startWorkerEntry } from '../../platform/worker-entry';
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
  let worker: Worker | null = null;
  let next = 0;
  const pending = new Map<number, { resolve: (bytes: Buffer) => void; reject: (error: Error) => void }>();

  function failAll(error: Error) {
    worker = null;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  }

  function start(): Worker {
    const started = startWorkerEntry(import.meta.url, 'pdf-worker');
    started.on('message', (answer: PdfAnswer) => {
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if (pending.size === 0) started.unref();
      if ('error' in answer) waiting?.reject(new Error(`invoice PDF: ${answer.error}`));
      else waiting?.resolve(Buffer.from(answer.bytes));
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => {
      if (worker === started) failAll(new Error(`the invoice PDF thread stopped (exit code ${code})`));
    });
    return started;
  }

  function render(doc: InvoiceDocument, locale: Locale, timeZone: string): Promise<Buffer> {
    worker ??= start();
    // Kept alive while a render is awaited, not once idle.
    worker.ref();
    const id = next++;
    const request: PdfRequest = { id, doc, locale, timeZone };
    return new Promise<Buffer>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker!.postMessage(request);
    });
  }

  return { render };
}

/** The process's one PDF thread. */
export const pdfThread = createPdfThread();
