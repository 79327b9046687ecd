import { and, eq } from 'drizzle-orm';
import type { InvoiceActor, InvoiceStatus } from '../../../common/invoices/types';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { invoiceHistory, invoices } from './schema';
import { invoiceNotFound, invoiceTransitionRefused } from './errors';
import { mayMoveInvoice } from './state-machine';

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Moves an invoice's status (ADR-0400) in the caller's transaction: locks the row, judges the
 * move, updates by compare-and-set on the status read, writes the history row. Already at `to`:
 * nothing happens (`moved` false). A credit note has no moves.
 */
export async function moveInvoiceStatus(
  tx: Db,
  clock: Clock,
  input: { invoiceId: number; to: InvoiceStatus; actor: InvoiceActor },
): Promise<{ moved: boolean; invoice: InvoiceRow; from: InvoiceStatus }> {
  const [current] = await tx.select().from(invoices).where(eq(invoices.id, input.invoiceId)).for('update');
  if (!current) throw invoiceNotFound();
  const from = current.status;
  if (from === input.to) return { moved: false, invoice: current, from };
  if (current.kind !== 'invoice' || !mayMoveInvoice(from, input.to, input.actor))
    throw invoiceTransitionRefused(from, input.to, input.actor);
  const now = clock.now();
  const [invoice] = await tx
    .update(invoices)
    .set({ status: input.to, updatedAt: now })
    .where(and(eq(invoices.id, input.invoiceId), eq(invoices.status, from)))
    .returning();
  if (!invoice) throw invoiceTransitionRefused(from, input.to, input.actor);
  await tx
    .insert(invoiceHistory)
    .values({ invoiceId: invoice.id, fromValue: from, toValue: input.to, actor: input.actor, at: now });
  return { moved: true, invoice, from };
}
