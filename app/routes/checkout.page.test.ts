import { describe, expect, it } from 'vitest';
import { layoutTranslator as translator } from '../../server/platform/i18n';
import { visitor } from '../../server/test/pages';
import {
  byTestId,
  pendingToast,
  postMultipart,
  shop,
  textsByTestId,
  useShopPages,
} from '../../tests/pages/customer-pages';

/**
 * The checkout's steps as plain forms (moved down from the checkout journeys,
 * ADR-0013): the step in the URL, redirects to the first step missing, the
 * details form's errors with the values kept, a file, and the order placed.
 */
useShopPages();

const fr = translator('fr');
const ar = translator('ar');
const CARTON = { type: 'package' as const, service_id: 'carton-double-cannelure', package_id: 'lot-100' };
const keyOf = (html: string) => /name="key" value="([^"]+)"/.exec(html)![1]!;

describe('/:lang/checkout', () => {
  it('sends a visitor to log in and back; an empty cart is said, with the way back to the cart', async () => {
    const res = await visitor(shop.t.app).get('/fr/checkout');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/fr/login?redirectTo=${encodeURIComponent('/fr/checkout')}`);
    const { v } = await shop.customer();
    const first = await v.get('/fr/checkout');
    expect(first.headers.location).toBe('/fr/checkout?step=review');
    expect(first.headers['cache-control']).toContain('no-store');
    // A later step cannot be reached with nothing to pay.
    expect((await v.get('/fr/checkout?step=confirm')).headers.location).toBe('/fr/checkout?step=review');
    const empty = await v.get('/fr/checkout?step=review');
    expect(textsByTestId(empty.text, 'checkout-blocked')[0]).toContain(fr('cart:checkout.blocked.empty'));
    expect(byTestId(empty.text, 'checkout-back-to-cart')[0]).toContain('href="/fr/cart"');
  });

  it('pay later: details refused with the values kept, then saved with a file; payment; confirm; thank-you with On hand', async () => {
    const { v, id } = await shop.customer();
    await shop.t.services.cart.add(id, CARTON);
    await shop.t.services.cart.add(id, { type: 'service', service_id: 'stockage-climatise' });
    await v.post('/ar/cart', { intent: 'apply-code', code: 'WELCOME10' });
    const review = await v.get('/ar/checkout?step=review');
    expect(byTestId(review.text, 'checkout-line')).toHaveLength(2);
    expect(review.text).toContain(ar('checkout:review.promo', { code: 'WELCOME10' }));
    // The confirm step wants a payment mode first.
    expect((await v.get('/ar/checkout?step=confirm')).headers.location).toBe('/ar/checkout?step=payment');

    const refused = await v.post('/ar/checkout?step=details', {
      intent: 'details',
      notes: 'Livraison le matin',
      links: 'javascript:alert(1)',
    });
    expect(refused.status).toBe(422);
    expect(textsByTestId(refused.text, 'details-errors')[0]).toContain(ar('checkout:errors.url'));
    expect(refused.text).toMatch(/<textarea[^>]*name="notes"[^>]*>Livraison le matin<\/textarea>/);
    expect(refused.text).toMatch(
      /<textarea[^>]*aria-invalid="true"[^>]*name="links"|name="links"[^>]*aria-invalid="true"/,
    );

    const saved = await postMultipart(
      shop.t,
      v,
      '/ar/checkout?step=details',
      { intent: 'details', notes: 'Livraison le matin', links: 'https://example.test/plan.pdf' },
      [{ field: 'files', name: 'mesures.txt', type: 'text/plain', content: 'Largeur 40 cm' }],
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.location).toBe('/ar/checkout?step=payment');
    // Back at the details step, what was saved is shown.
    const details = await v.get('/ar/checkout?step=details');
    expect(textsByTestId(details.text, 'checkout-files')[0]).toContain('mesures.txt');
    expect(details.text).toMatch(/name="notes"[^>]*>Livraison le matin</);

    const noMode = await v.post('/ar/checkout?step=payment', { intent: 'payment' });
    expect(noMode.headers.location).toBe('/ar/checkout?step=payment');
    expect(await pendingToast(shop.t, v)).toMatchObject({
      type: 'error',
      message: ar('checkout:errors.paymentMode'),
    });
    const chosen = await v.post('/ar/checkout?step=payment', {
      intent: 'payment',
      payment_mode: 'pay_later',
    });
    expect(chosen.headers.location).toBe('/ar/checkout?step=confirm');
    const confirm = await v.get('/ar/checkout?step=confirm');
    expect(textsByTestId(confirm.text, 'checkout-summary-mode')).toEqual([
      ar('orders:paymentModes.pay_later'),
    ]);
    expect(textsByTestId(confirm.text, 'checkout-summary-files')[0]).toContain('mesures.txt');

    const placed = await v.post('/ar/checkout?step=confirm', { intent: 'place', key: keyOf(confirm.text) });
    expect(placed.status).toBe(302);
    const thankYou = placed.headers.location!;
    const orderId = /^\/ar\/checkout\/([0-9a-f-]{36})\/thank-you$/.exec(thankYou)![1]!;
    const thanks = await v.get(thankYou);
    expect(textsByTestId(thanks.text, 'order-pay-status')).toEqual([ar('orders:payStatuses.on_hand')]);
    expect(textsByTestId(thanks.text, 'order-number')[0]).toMatch(/^\d{4}-\d{6}$/);
    const detail = (await v.api('get', `/api/orders/${orderId}`)).body.data;
    expect(detail).toMatchObject({
      extra_info: 'Livraison le matin',
      links: ['https://example.test/plan.pdf'],
    });
    expect(detail.files.map((f: { name: string }) => f.name)).toEqual(['mesures.txt']);
    // The same form again (back, post again): the same order, never a second.
    const again = await v.post('/ar/checkout?step=confirm', { intent: 'place', key: keyOf(confirm.text) });
    expect(again.headers.location).toBe(placed.headers.location);
    expect((await v.api('get', '/api/orders')).body.data.data).toHaveLength(1);
  });

  it('pay now: placing sends to the provider’s hosted page', async () => {
    const { v, id } = await shop.customer();
    await shop.t.services.cart.add(id, CARTON);
    await v.post('/fr/checkout?step=payment', { intent: 'payment', payment_mode: 'pay_now' });
    const confirm = await v.get('/fr/checkout?step=confirm');
    const placed = await v.post('/fr/checkout?step=confirm', { intent: 'place', key: keyOf(confirm.text) });
    expect(placed.status).toBe(302);
    expect(placed.headers.location).toMatch(/\/payments\/sandbox\/sbx_cs_\w+$/);
  });
});
