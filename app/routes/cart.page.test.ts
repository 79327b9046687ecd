import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../common/format/money';
import { translator } from '../../server/platform/i18n';
import { pendingToast, shop, textsByTestId, byTestId, useShopPages } from '../../tests/pages/customer-pages';
import { visitor } from '../../server/test/pages';

/**
 * The cart's forms as a browser without JavaScript sends them (moved down from the cart journeys,
 * ADR-0013): each answer a redirect with a toast, a refused code shown on the page.
 */
useShopPages();

const fr = translator('fr');
const ar = translator('ar');
const money = (minor: number, lang: 'fr' | 'ar') => formatMoney(minor, 'MAD', lang);
const ROLL = { type: 'package', service_id: 'papier-bulle', package_id: 'rouleau-50m' };
const CARTON = { type: 'package', service_id: 'carton-double-cannelure', package_id: 'lot-100' };

describe('adding to the cart', () => {
  it('sends a visitor to log in first, with the message, and back to the page after', async () => {
    const v = visitor(shop.t.app, { ip: '10.6.0.1' });
    const back = '/ar/produits/papier-bulle/packages/rouleau-50m';
    const res = await v.post('/ar/cart', { intent: 'add', redirectTo: back, ...ROLL });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/ar/login?redirectTo=${encodeURIComponent(back)}`);
    expect(await pendingToast(shop.t, v)).toMatchObject({ type: 'error', message: ar('cart:loginFirst') });
  });

  it('adds a package and goes back with the toast; the same again gets the duplicate message; the header counts it', async () => {
    const { v } = await shop.customer();
    const back = '/fr/produits/carton-double-cannelure/packages/lot-100';
    const added = await v.post('/fr/cart', { intent: 'add', redirectTo: back, ...CARTON });
    expect(added.status).toBe(302);
    expect(added.headers.location).toBe(back);
    expect(await pendingToast(shop.t, v)).toMatchObject({
      type: 'success',
      message: fr('cart:added.package'),
    });
    await v.post('/fr/cart', { intent: 'add', redirectTo: back, ...CARTON });
    expect(await pendingToast(shop.t, v)).toMatchObject({
      type: 'error',
      message: fr('cart:duplicate.package'),
    });
    await v.post('/fr/cart', {
      intent: 'add',
      redirectTo: back,
      type: 'service',
      service_id: 'stockage-climatise',
    });
    await v.post('/fr/cart', {
      intent: 'add',
      redirectTo: back,
      type: 'service',
      service_id: 'stockage-climatise',
    });
    expect(await pendingToast(shop.t, v)).toMatchObject({
      type: 'error',
      message: fr('cart:duplicate.service'),
    });
    const page = await v.get(back);
    expect(textsByTestId(page.text, 'cart-count')).toEqual(['2']);
  });

  it('refuses a redirect to another site: back to the cart instead', async () => {
    const { v } = await shop.customer();
    const res = await v.post('/fr/cart', { intent: 'add', redirectTo: '//evil.example/x', ...CARTON });
    expect(res.headers.location).toBe('/fr/cart');
  });
});

describe('/:lang/cart', () => {
  it('sends a visitor to log in, and is never stored', async () => {
    const res = await visitor(shop.t.app).get('/fr/cart');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/fr/login?redirectTo=${encodeURIComponent('/fr/cart')}`);
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('shows the server’s prices and terms, a refused code with the typed value kept, a valid one, and removes', async () => {
    const { v, id } = await shop.customer();
    for (const item of [
      { type: 'service', service_id: 'papier-bulle' },
      CARTON,
      { type: 'package', service_id: 'box-self-stockage', package_id: 'box-2m2' },
    ])
      await v.post('/ar/cart', { intent: 'add', ...item });
    const page = await v.get('/ar/cart');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    const items = byTestId(page.text, 'cart-item');
    expect(items).toHaveLength(3);
    const carton = items.find((i) => i.includes(money(89000, 'ar')))!;
    expect(textsByTestId(carton, 'cart-item-price')).toEqual([money(80100, 'ar')]);
    expect(carton).toContain(ar('catalog:price.instead'));
    expect(carton).toContain(ar('catalog:paymentKind.one_time'));
    expect(items[2]).toContain(ar('catalog:billingPeriod.month'));
    expect(items[2]).toContain(ar('catalog:paymentKind.subscription'));
    // 69.00 + 890.00 + 490.00, less 89.00 off the cartons.
    expect(textsByTestId(page.text, 'cart-subtotal')).toEqual([money(144900, 'ar')]);
    expect(textsByTestId(page.text, 'cart-total')).toEqual([money(136000, 'ar')]);

    const refused = await v.post('/ar/cart', { intent: 'apply-code', code: 'summer2025' });
    expect(refused.status).toBe(422);
    const error = textsByTestId(refused.text, 'promo-error')[0]!;
    expect(error).toContain(ar('cart:promo.invalid'));
    expect(error).toContain('2025');
    const input = byTestId(refused.text, 'promo-input')[0]!;
    expect(input).toContain('value="summer2025"');
    expect(input).toContain('aria-invalid="true"');
    const unknown = await v.post('/ar/cart', { intent: 'apply-code', code: 'NOPE' });
    expect(textsByTestId(unknown.text, 'promo-error')[0]).toContain(ar('cart:promo.reasons.not_found'));

    const valid = await v.post('/ar/cart', { intent: 'apply-code', code: 'welcome10' });
    expect(valid.status).toBe(302);
    expect(await pendingToast(shop.t, v)).toMatchObject({ type: 'success', message: ar('cart:promo.valid') });
    const withCode = await v.get('/ar/cart');
    expect(byTestId(withCode.text, 'promo-attached')[0]).toContain('data-applied="true"');
    expect(byTestId(withCode.text, 'promo-error')).toEqual([]);
    expect(textsByTestId(withCode.text, 'cart-total')).toEqual([money(122400, 'ar')]);
    await v.post('/ar/cart', { intent: 'remove-code' });
    const withoutCode = await v.get('/ar/cart');
    expect(byTestId(withoutCode.text, 'promo-attached')).toEqual([]);
    expect(textsByTestId(withoutCode.text, 'cart-total')).toEqual([money(136000, 'ar')]);

    const [first, ...rest] = (await shop.t.services.cart.read(id, 'ar')).items;
    await v.post('/ar/cart', { intent: 'remove', item: String(first!.id) });
    expect(await pendingToast(shop.t, v)).toMatchObject({ type: 'success', message: ar('cart:removed') });
    const two = await v.get('/ar/cart');
    expect(byTestId(two.text, 'cart-item')).toHaveLength(2);
    expect(textsByTestId(two.text, 'cart-count')).toEqual(['2']);
    expect(textsByTestId(two.text, 'cart-total')).toEqual([money(129100, 'ar')]);
    for (const item of rest) await v.post('/ar/cart', { intent: 'remove', item: String(item.id) });
    const empty = await v.get('/ar/cart');
    expect(textsByTestId(empty.text, 'cart-empty')).toEqual([ar('cart:empty')]);
  });

  it('says an unknown or malformed item is not in the cart', async () => {
    const { v } = await shop.customer();
    for (const item of ['999999', 'abc', '99999999999']) {
      await v.post('/fr/cart', { intent: 'remove', item });
      expect(await pendingToast(shop.t, v)).toMatchObject({
        type: 'error',
        message: fr('cart:errors.notInCart'),
      });
    }
  });
});
