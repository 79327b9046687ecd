import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AttachmentErrors } from '../attachments/errors';
import { attachments } from '../attachments/schema';
import { cartItems } from '../cart/schema';
import { newCustomer } from '../cart/test-helpers';
import { orders } from '../orders/schema';
import { customerWithCart, historyOf } from '../orders/test-helpers';
import { checkoutDrafts } from './schema';
import { type TestApp, useTestApp } from '../../test/harness';

let t: TestApp;
// No worker: the sandbox's webhooks stay in the outbox, so only the return page can apply a result.
useTestApp((started) => (t = started), {}, { worker: false, seeded: true });

const CARTON = { service: 'carton-double-cannelure', package: 'lot-100' };
const card = (number: string) => ({ number, expiry: '12/30', cvc: '123', name: 'Salma Benali' });
const text = (name: string, body: string) => ({ name, bytes: new TextEncoder().encode(body) });
const details = { notes: 'Livraison le matin', links: ['https://example.test/plan.pdf'] };
const ordersOf = async (customerId: string) =>
  (await t.services.db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId)))[0]!.n;

describe('the checkout draft', () => {
  it('keeps notes, links and files; a refused file saves nothing of its submission', async () => {
    const customer = await customerWithCart(t.services, [CARTON], 'fr');
    await t.services.checkout.saveDetails(customer, details, [text('mesures.txt', 'Largeur 40 cm')]);
    const disguised = text('photo.jpg', '<html><script>alert(1)</script></html>');
    await expect(
      t.services.checkout.saveDetails(customer, { notes: 'changé', links: [] }, [
        text('b.txt', 'ok'),
        disguised,
      ]),
    ).rejects.toMatchObject({ code: AttachmentErrors.refused });
    const draft = await t.services.checkout.read(customer);
    expect(draft).toMatchObject({ ...details, paymentMode: null });
    expect(draft.files.map((f) => [f.name, f.media_type])).toEqual([['mesures.txt', 'text/plain']]);
    expect(await t.services.checkout.removeFile(customer, draft.files[0]!.id)).toBe(true);
    expect((await t.services.checkout.read(customer)).files).toEqual([]);
  });

  it("does not remove another customer's file", async () => {
    const owner = await customerWithCart(t.services, [CARTON]);
    await t.services.checkout.saveDetails(owner, details, [text('a.txt', 'a')]);
    const [file] = (await t.services.checkout.read(owner)).files;
    const stranger = await newCustomer(t.services);
    expect(await t.services.checkout.removeFile(stranger, file!.id)).toBe(false);
    expect(await t.services.checkout.removeFile(stranger, 'abc')).toBe(false);
    expect((await t.services.checkout.read(owner)).files).toHaveLength(1);
  });
});

describe('placing the order from the draft', () => {
  it('pay later: the order takes the notes, links and files, the draft goes; a double submit is one order', async () => {
    const customer = await customerWithCart(t.services, [CARTON], 'fr');
    await t.services.checkout.saveDetails(customer, details, [text('mesures.txt', 'Largeur 40 cm')]);
    await t.services.checkout.choosePayment(customer, 'pay_later');
    const key = 'checkout_double-submit-1';
    const [first, second] = await Promise.all([
      t.services.checkout.place(customer, 'fr', key),
      t.services.checkout.place(customer, 'fr', key),
    ]);
    const third = await t.services.checkout.place(customer, 'fr', key);
    expect(first.kind).toBe('thank-you');
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(await ordersOf(customer)).toBe(1);
    const orderId = (first as { orderId: string }).orderId;
    const [order] = await t.services.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ payStatus: 'on_hand', extraInfo: details.notes, links: details.links });
    const files = await t.services.attachments.list({ ownerKind: 'order', ownerId: orderId });
    expect(files.map((f) => f.name)).toEqual(['mesures.txt']);
    expect(await t.services.attachments.list({ ownerKind: 'checkout', ownerId: customer })).toEqual([]);
    expect(
      await t.services.db.select().from(checkoutDrafts).where(eq(checkoutDrafts.customerId, customer)),
    ).toEqual([]);
  });

  it('without a payment mode, places nothing', async () => {
    const customer = await customerWithCart(t.services, [CARTON]);
    expect(await t.services.checkout.place(customer, 'fr', 'checkout_no-mode-1')).toEqual({
      kind: 'missing-payment-mode',
    });
    expect(await ordersOf(customer)).toBe(0);
  });

  it('a refused checkout (empty cart) keeps the draft and its files', async () => {
    const customer = await customerWithCart(t.services, [CARTON]);
    await t.services.checkout.saveDetails(customer, details, [text('a.txt', 'a')]);
    await t.services.checkout.choosePayment(customer, 'pay_later');
    await t.services.db.delete(cartItems).where(eq(cartItems.customerId, customer));
    await expect(t.services.checkout.place(customer, 'fr', 'checkout_refused-1')).rejects.toThrow();
    expect(await ordersOf(customer)).toBe(0);
    expect((await t.services.checkout.read(customer)).files).toHaveLength(1);
  });
});

describe('the return from the payment page', () => {
  async function payNow(card4: string) {
    const customer = await customerWithCart(t.services, [CARTON], 'ar');
    await t.services.checkout.choosePayment(customer, 'pay_now');
    const placed = await t.services.checkout.place(customer, 'ar', `checkout_${customer}`);
    if (placed.kind !== 'pay') throw new Error('expected the payment page');
    const [attempt] = await t.services.payments.listFor('order', placed.orderId);
    const outcome = await t.services.payments.sandbox.hosted.pay(attempt!.providerRef!, card(card4));
    return { customer, orderId: placed.orderId, attempt: attempt!, outcome };
  }

  it('success: back on the thank-you page, confirmed with the provider once however often it loads', async () => {
    const { customer, orderId, attempt, outcome } = await payNow('4242424242424242');
    const base = t.services.config.PUBLIC_URL;
    expect(outcome).toEqual({
      kind: 'redirect',
      to: `${base}/ar/checkout/${orderId}/thank-you?payment=${attempt.providerRef}`,
    });
    const loads = await Promise.all(
      [1, 2, 3].map(() => t.services.checkout.returnFromPayment(customer, orderId, attempt.providerRef)),
    );
    expect(loads.map((o) => o?.payStatus)).toEqual(['paid', 'paid', 'paid']);
    await t.services.checkout.returnFromPayment(customer, orderId, attempt.providerRef);
    expect(await historyOf(t.services, orderId)).toEqual([
      'pay_status:pending→paid:system',
      'status:pending→approved:system',
    ]);
    expect(await t.services.payments.history(attempt.id)).toHaveLength(1);
  });

  it('a decline returns to the payment step with its reason; the order stays Pending', async () => {
    const { customer, orderId, attempt, outcome } = await payNow('4000000000000002');
    expect(outcome).toEqual({
      kind: 'redirect',
      to: `${t.services.config.PUBLIC_URL}/ar/checkout/${orderId}/pay?reason=card_declined`,
    });
    const order = await t.services.checkout.returnFromPayment(customer, orderId, attempt.providerRef);
    expect(order?.payStatus).toBe('pending');
  });

  it("answers null for another customer's, an unknown and a malformed order; ignores another order's payment", async () => {
    const paid = await payNow('4242424242424242');
    const other = await customerWithCart(t.services, [CARTON]);
    await t.services.checkout.choosePayment(other, 'pay_now');
    const placed = await t.services.checkout.place(other, 'fr', `checkout_${other}`);
    const otherId = (placed as { orderId: string }).orderId;
    expect(
      await t.services.checkout.returnFromPayment(other, paid.orderId, paid.attempt.providerRef),
    ).toBeNull();
    expect(
      await t.services.checkout.returnFromPayment(other, '00000000-0000-4000-8000-000000000000', null),
    ).toBeNull();
    expect(await t.services.checkout.returnFromPayment(other, 'abc', null)).toBeNull();
    // The paid attempt's reference on the other order's page confirms nothing there.
    const order = await t.services.checkout.returnFromPayment(other, otherId, paid.attempt.providerRef);
    expect(order?.payStatus).toBe('pending');
    expect((await t.services.db.select().from(orders).where(eq(orders.id, paid.orderId)))[0]!.payStatus).toBe(
      'pending',
    );
  });
});

describe('attachments adopted by an order', () => {
  it('the files move in the order’s transaction: nothing moves when it rolls back', async () => {
    const customer = await newCustomer(t.services);
    await t.services.attachments.store({
      ownerKind: 'checkout',
      ownerId: customer,
      uploaderId: customer,
      files: [text('a.txt', 'a')],
    });
    const to = { ownerKind: 'order' as const, ownerId: '11111111-1111-4111-8111-111111111111' };
    await expect(
      t.services.db.transaction(async (tx) => {
        expect(await t.services.attachments.adopt(tx, { ownerKind: 'checkout', ownerId: customer }, to)).toBe(
          1,
        );
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await t.services.attachments.list(to)).toEqual([]);
    const rows = await t.services.db.select().from(attachments).where(eq(attachments.ownerId, customer));
    expect(rows).toHaveLength(1);
  });
});
