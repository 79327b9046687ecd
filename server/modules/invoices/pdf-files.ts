import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import type { InvoiceDocument } from './read';
import { pdfThread } from './pdf-thread';
import { invoicePdfs } from './schema';

/**
 * Invoice PDFs rendered once and kept (ADR-0015). Rendering costs 150–350 ms of CPU in French and
 * up to 1.4 s in Arabic, so it happens in a job (the worker role) as soon as an invoice is issued
 * or its status moves, and a download only renders when that job has not run yet; either way on
 * the PDF thread (pdf-thread.ts), never on the thread that answers requests.
 *
 * Once means one stored file per invoice, language and status, whoever renders first: the insert
 * does nothing on a conflict and the loser serves the winner's bytes, so two processes, the job and
 * a download, or two downloads never hand out different files. In a process, concurrent callers
 * for the same file share one render.
 */
export function createInvoicePdfs(deps: { db: Db; clock: Clock; timeZone: string }) {
  const { db } = deps;
  const rendering = new Map<string, Promise<Buffer>>();

  async function stored(doc: InvoiceDocument, locale: Locale) {
    const [row] = await db
      .select({ bytes: invoicePdfs.bytes })
      .from(invoicePdfs)
      .where(
        and(
          eq(invoicePdfs.invoiceId, doc.id),
          eq(invoicePdfs.locale, locale),
          eq(invoicePdfs.status, doc.status),
        ),
      );
    return row?.bytes ?? null;
  }

  async function renderAndStore(doc: InvoiceDocument, locale: Locale): Promise<Buffer> {
    const found = await stored(doc, locale);
    if (found) return found;
    // Outside any transaction: nothing is locked while the pages are drawn, on the PDF thread.
    const bytes = await pdfThread.render(doc, locale, deps.timeZone);
    const inserted = await db
      .insert(invoicePdfs)
      .values({ invoiceId: doc.id, locale, status: doc.status, bytes, renderedAt: deps.clock.now() })
      .onConflictDoNothing()
      .returning({ invoiceId: invoicePdfs.invoiceId });
    if (inserted.length > 0) return bytes;
    // Someone stored it while this one rendered: theirs is the file.
    const winner = await stored(doc, locale);
    if (!winner) throw new Error(`invoice ${doc.id}: the PDF stored by another renderer is gone`);
    return winner;
  }

  /** The PDF of `doc` as it stands (its status) in `locale`: the stored file, rendered first if none is. */
  function file(doc: InvoiceDocument, locale: Locale): Promise<Buffer> {
    const key = `${doc.id}:${locale}:${doc.status}`;
    const inFlight = rendering.get(key);
    if (inFlight) return inFlight;
    const next = renderAndStore(doc, locale).finally(() => rendering.delete(key));
    rendering.set(key, next);
    return next;
  }

  return { file };
}

export type InvoicePdfs = ReturnType<typeof createInvoicePdfs>;
