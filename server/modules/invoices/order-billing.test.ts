import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { jobs } from '../jobs/schema';
import { siteSettings } from '../settings/schema';
import { orders } from '../orders/schema';
import { customerWithCart } from '../orders/test-helpers';
import { pendingSandboxEvents, sandboxSigned } from '../payments/test-helpers';
import { INVOICE_PDF_JOB } from './mail';
import { invoiceLines, invoices } from './schema';
import { type TestApp, useTestApp } from '../../test/harness';

let t: TestApp;
// No worker: the sandbox's webhooks stay in the outbox, where the tests deliver them.
useTestApp((started) => (t = started), {}, { worker: false, seeded: true });

const CARTON = { service: 'carton-double-cannelure', package: 'lot-100' };
const STORAGE = { service: 'stockage-climatise' };
const card = { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Salma Benali' };
const place = (customerId: string, paymentMode: 'pay_now' | 'pay_later') =>
  t.services.orders.placeOrder({ customerId, locale: 'fr', paymentMode, idempotencyKey: randomUUID() });
const invoicesOf = (orderId: string) =>
  t.services.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.id);
const deliver = (body: string) =>
  request(t.app).post('/api/payments/webhooks/sandbox').set(sandboxSigned(t.services, body)).send(body);

async function paidOnThePage() {
  const customer = await customerWithCart(t.services, [CARTON], 'ar');
  const { order, payment } = await place(customer, 'pay_now');
  const [row] = await t.services.payments.listFor('order', order.id);
  const before = await pendingSandboxEvents(t.services);
  await t.services.payments.sandbox.hosted.pay(row!.providerRef!, card);
  const events = (await pendingSandboxEvents(t.services)).filter((e) => !before.includes(e));
  return { customer, order, paymentId: payment!.id, events };
}

describe("an order's invoice", () => {
  it('pay later: issued On hand in the placement, with the order lines and total, and its mail', async () => {
    const customer = await customerWithCart(t.services, [STORAGE, CARTON], 'ar');
    const { order } = await place(customer, 'pay_later');
    const [invoice, ...others] = await invoicesOf(order.id);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      status: 'on_hand',
      customerId: customer,
      currency: order.currency,
      subtotalMinor: order.subtotalMinor,
      discountMinor: order.discountMinor,
      totalMinor: order.totalMinor,
      locale: 'ar',
    });
    expect(invoice!.dueAt).not.toBeNull();
    const lines = await t.services.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice!.id));
    expect(lines).toHaveLength(2);
    const mails = await t.services.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.name, INVOICE_PDF_JOB), sql`${jobs.payload}->>'invoiceId' = ${String(invoice!.id)}`),
      );
    // The PDF's job, which enqueues the mail once the file is stored (ADR-0015).
    expect(mails).toMatchObject([{ payload: { invoiceId: invoice!.id, mail: true } }]);
  });

  it('pay now: none until paid; two webhooks and the redirect at once issue exactly one, Paid', async () => {
    const { order, paymentId, events } = await paidOnThePage();
    expect(await invoicesOf(order.id)).toEqual([]);
    await Promise.all([
      deliver(events[0]!),
      deliver(events[0]!),
      t.services.payments.confirm(paymentId, 'redirect'),
    ]);
    const issued = await invoicesOf(order.id);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      kind: 'invoice',
      status: 'paid',
      totalMinor: order.totalMinor,
      dueAt: null,
    });
  });

  it('a refund issues a credit note and makes the invoice Refund', async () => {
    const { order, paymentId, events } = await paidOnThePage();
    await deliver(events[0]!);
    await t.services.payments.refund({ paymentId, idempotencyKey: `refund-${paymentId}`, actor: 'admin' });
    await t.services.payments.refund({ paymentId, idempotencyKey: `refund-${paymentId}`, actor: 'admin' });
    const [invoice, note, ...others] = await invoicesOf(order.id);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({ kind: 'invoice', status: 'refund' });
    expect(note).toMatchObject({
      kind: 'credit_note',
      creditedInvoiceId: invoice!.id,
      totalMinor: invoice!.totalMinor,
    });
    expect(note!.number).toMatch(/^AV-2026-\d{6}$/);
  });

  it('an On hand invoice paid later becomes Paid (the same invoice, no second one)', async () => {
    const customer = await customerWithCart(t.services, [CARTON]);
    const { order } = await place(customer, 'pay_later');
    await t.services.db.transaction(async (tx) => {
      await tx.update(orders).set({ payStatus: 'paid' }).where(eq(orders.id, order.id));
      await t.services.invoices.orderBilling.paid(tx, order.id, 'admin');
    });
    const issued = await invoicesOf(order.id);
    expect(issued.map((i) => i.status)).toEqual(['paid']);
  });

  it('an order cancelled while unpaid: its On hand invoice is cancelled by a credit note', async () => {
    const customer = await customerWithCart(t.services, [CARTON]);
    const { order } = await place(customer, 'pay_later');
    await t.services.orders.cancel(customer, order.id);
    const [invoice, note] = await invoicesOf(order.id);
    expect(invoice!.status).toBe('canceled');
    expect(note).toMatchObject({ kind: 'credit_note', status: 'canceled', creditedInvoiceId: invoice!.id });
  });

  it('20 pay-later checkouts at once: 20 invoices with consecutive numbers', async () => {
    const customers = await Promise.all(
      Array.from({ length: 20 }, () => customerWithCart(t.services, [CARTON])),
    );
    const placed = await Promise.all(customers.map((c) => place(c, 'pay_later')));
    const rows = await t.services.db
      .select({ sequence: invoices.sequence })
      .from(invoices)
      .where(
        sql`${invoices.orderId} in (${sql.join(
          placed.map((p) => sql`${p.order.id}`),
          sql`, `,
        )}) and ${invoices.kind} = 'invoice'`,
      );
    const sequences = rows.map((r) => r.sequence).sort((a, b) => a - b);
    expect(sequences).toHaveLength(20);
    expect(new Set(sequences).size).toBe(20);
    expect(sequences.at(-1)! - sequences[0]!).toBe(19);
  });
});

describe('tax', () => {
  const setRate = (taxRateBp: number) => t.services.db.update(siteSettings).set({ taxRateBp });

  it('the cart, the order and its invoice add the same tax, at the rate the order was priced with', async () => {
    await setRate(2000);
    try {
      const customer = await customerWithCart(t.services, [CARTON], 'fr');
      const cart = await t.services.cart.read(customer, 'fr');
      expect(cart.tax_rate_bp).toBe(2000);
      const taxable = cart.subtotal.minor - cart.discount.minor;
      expect(cart.tax.minor).toBe(Math.round(taxable * 0.2));
      expect(cart.total.minor).toBe(taxable + cart.tax.minor);

      const { order } = await place(customer, 'pay_now');
      expect(order).toMatchObject({
        taxRateBp: 2000,
        taxMinor: cart.tax.minor,
        totalMinor: cart.total.minor,
      });
      const [row] = await t.services.payments.listFor('order', order.id);
      expect(row!.amountMinor).toBe(cart.total.minor);

      // The rate changes before the customer pays: the invoice still says what was charged.
      await setRate(1000);
      const before = await pendingSandboxEvents(t.services);
      await t.services.payments.sandbox.hosted.pay(row!.providerRef!, card);
      for (const body of (await pendingSandboxEvents(t.services)).filter((e) => !before.includes(e)))
        expect((await deliver(body)).status).toBe(200);
      const [invoice] = await invoicesOf(order.id);
      expect(invoice).toMatchObject({
        status: 'paid',
        taxRateBp: 2000,
        taxMinor: order.taxMinor,
        totalMinor: order.totalMinor,
      });
    } finally {
      await setRate(0);
    }
  });
});
