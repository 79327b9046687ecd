import { and, eq } from 'drizzle-orm';
import type { InvoiceActor } from '../../../common/invoices/types';
import type { Db } from '../../db/types';
import { orderForInvoice, type OrderLineFigures, type OrderRow } from '../orders/read-model';
import type { createIssuer, InvoiceCustomer, IssueLine } from './issue';
import { invoices } from './schema';

type Issuer = ReturnType<typeof createIssuer>;

/** The order's lines (in their order) as invoice lines; its promo code, when there was one, a line of its own. */
function invoiceLinesOf(order: OrderRow, rows: readonly OrderLineFigures[]): IssueLine[] {
  const lines: IssueLine[] = rows.map((line) => ({
    name: { fr: line.nameFr, en: line.nameEn, ar: line.nameAr },
    amount: line.priceMinor,
    discount: line.discountMinor,
  }));
  const promo = order.discountMinor - lines.reduce((sum, line) => sum + line.discount, 0);
  if (promo > 0) {
    const code = order.promoCode ?? '';
    lines.push({
      name: {
        fr: `Code promo ${code}`.trim(),
        en: `Promo code ${code}`.trim(),
        ar: `رمز الخصم ${code}`.trim(),
      },
      amount: 0,
      discount: promo,
    });
  }
  return lines;
}

/**
 * What an order's money does to its invoice (ADR-0400): the reactions the order lifecycle calls
 * (orders/lifecycle.ts), each in the order's own transaction, after the order row was locked:
 * - placed with pay later (On hand): the invoice, On hand, due after the payment delay;
 * - paid: the On hand invoice becomes Paid, or a pay-now order gets its invoice, Paid;
 * - refunded, or cancelled while unpaid: a credit note cancels the invoice.
 * One invoice per order (a unique index): a repeat finds it and changes nothing.
 */
export function createOrderBilling(deps: { issuer: Issuer }) {
  async function invoiceOf(tx: Db, orderId: string) {
    const [row] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
    return row ?? null;
  }

  async function issueFor(tx: Db, orderId: string, status: 'paid' | 'on_hand') {
    const found = await orderForInvoice(tx, orderId);
    const customerId = found?.order.customerId;
    if (!found || !customerId) return null;
    const { order, lines } = found;
    return deps.issuer.issue(tx, {
      customerId,
      orderId: order.id,
      currency: order.currency,
      lines: invoiceLinesOf(order, lines),
      status,
      taxRateBp: order.taxRateBp,
    });
  }

  return {
    /**
     * A new pay-later order's invoice (On hand), built and not run, from what the checkout's
     * transaction read: the checkout writes it in its last statement, so the invoice counter stays
     * locked only from that statement to the COMMIT.
     */
    placedWrites(
      tx: Db,
      placed: {
        order: OrderRow;
        lines: readonly OrderLineFigures[];
        customer: InvoiceCustomer;
        billing: Parameters<Issuer['issueWrites']>[2]['billing'];
      },
    ) {
      const { order } = placed;
      if (order.payStatus !== 'on_hand' || !order.customerId) return [];
      return deps.issuer.issueWrites(
        tx,
        {
          customerId: order.customerId,
          orderId: order.id,
          currency: order.currency,
          lines: invoiceLinesOf(order, placed.lines),
          status: 'on_hand',
          taxRateBp: order.taxRateBp,
        },
        placed,
      );
    },
    async paid(tx: Db, orderId: string, actor: InvoiceActor) {
      const invoice = await invoiceOf(tx, orderId);
      if (!invoice) await issueFor(tx, orderId, 'paid');
      else if (invoice.status === 'on_hand' || invoice.status === 'pending')
        await deps.issuer.move(tx, { invoiceId: invoice.id, to: 'paid', actor });
    },
    async refunded(tx: Db, orderId: string, actor: InvoiceActor) {
      const invoice = await invoiceOf(tx, orderId);
      if (invoice && invoice.status === 'paid') await deps.issuer.issueCreditNote(tx, invoice.id, { actor });
    },
    async canceled(tx: Db, orderId: string, actor: InvoiceActor) {
      const invoice = await invoiceOf(tx, orderId);
      if (invoice && (invoice.status === 'on_hand' || invoice.status === 'pending'))
        await deps.issuer.issueCreditNote(tx, invoice.id, { actor });
    },
  };
}

export type OrderBilling = ReturnType<typeof createOrderBilling>;
