import { describe, expect, it } from 'vitest';
import { createPdfThread } from './pdf-thread';
import { SAMPLE_INVOICE } from './pdf-sample';
import type { InvoiceDocument } from './read';

const ZONE = 'Africa/Casablanca';
const arabic = { ...SAMPLE_INVOICE, locale: 'ar' } as const;

describe('the invoice PDF thread', () => {
  it('draws a PDF while this thread keeps answering: its event loop is never held for long', async () => {
    const thread = createPdfThread();
    // The thread started, its fonts loaded: what is left is drawing, the CPU-bound part.
    await thread.render(arabic, 'ar', ZONE);
    // The longest this thread went without running a 5 ms timer while the PDF was drawn.
    let last = performance.now();
    let longestGap = 0;
    const ticks = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const bytes = await thread.render(arabic, 'ar', ZONE);
    const ended = performance.now();
    clearInterval(ticks);
    longestGap = Math.max(longestGap, ended - last);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // Drawn on this thread, the render held it for nearly all of its duration in one piece.
    expect(longestGap, `${longestGap} ms without a turn in a ${ended - started} ms render`).toBeLessThan(
      (ended - started) / 2,
    );
  }, 60_000);

  it('fails a render the thread cannot draw, and draws the next one', async () => {
    const thread = createPdfThread();
    const broken = { ...SAMPLE_INVOICE, lines: null } as unknown as InvoiceDocument;
    await expect(thread.render(broken, 'fr', ZONE)).rejects.toThrow(/invoice PDF/);
    const bytes = await thread.render(SAMPLE_INVOICE, 'fr', ZONE);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);
});
