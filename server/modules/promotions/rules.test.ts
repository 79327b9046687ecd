import { describe, expect, it } from 'vitest';
import { isolateLeftToRight } from '../../../common/i18n/bidi';
import { TEST_START } from '../../test/app';
import { idsOf, newCustomer } from '../cart/test-helpers';
import { type TestApp, useTestApp } from '../../test/harness';

let t: TestApp;
useTestApp((started) => (t = started), {}, { worker: false, seeded: true });

const mad = (minor: number) => ({ minor, currency: 'MAD' });
const DAY = 24 * 60 * 60 * 1000;
const now = () => t.clock.now();

/** A customer whose cart holds these items (service slugs, or [service, package]). */
async function cartWith(...items: (string | [string, string])[]) {
  const customer = await newCustomer(t.services);
  for (const item of items) {
    const added = await t.services.cart.add(
      customer,
      typeof item === 'string'
        ? { type: 'service', service_id: item }
        : { type: 'package', service_id: item[0], package_id: item[1] },
    );
    if (!added.ok) throw new Error(`not added: ${String(item)} (${added.reason})`);
  }
  return customer;
}

let codes = 0;
/** A code of its own for a test (every rule at its default: active, no window, no limit). */
async function code(overrides: Partial<Parameters<typeof t.services.promotions.create>[0]> = {}) {
  const text = `TEST${++codes}`;
  const id = await t.services.promotions.create({
    code: text,
    discountType: 'percent',
    discountValue: 20,
    ...overrides,
  });
  return { id, text };
}

const apply = (customer: string, text: string, locale: 'fr' | 'en' | 'ar' = 'en') =>
  t.services.cart.applyPromoCode(customer, text, locale);

describe('the demo codes', () => {
  it('WELCOME10 takes 10 % off after the items’ own discounts, whatever the case or spaces typed', async () => {
    const customer = await cartWith('stockage-climatise', ['carton-double-cannelure', 'lot-100']);
    const result = await apply(customer, '  welcome10 ');
    if (!result.ok) throw new Error(result.message);
    // 120 600 after the items' own discounts; 10 % of it is 12 060.
    expect(result.cart).toMatchObject({
      subtotal: mad(134000),
      items_discount: mad(13400),
      promo_discount: mad(12060),
      discount: mad(25460),
      total: mad(108540),
      promo_code: {
        code: 'WELCOME10',
        applied: true,
        discount: { type: 'percent', value: 10 },
        amount: mad(12060),
        reason: null,
      },
    });
    // Attached: every later read carries it.
    expect((await t.services.cart.read(customer, 'en')).total).toEqual(mad(108540));
  });

  it('EMBALLO50 takes 50.00 MAD off from 200.00 MAD, and says what is missing below', async () => {
    const customer = await cartWith(['papier-bulle', 'rouleau-50m']);
    const short = await apply(customer, 'EMBALLO50', 'fr');
    expect(short).toEqual({
      ok: false,
      reason: 'minimum_not_reached',
      message: 'Ce code demande une commande d’au moins 200,00\u00a0MAD : il manque 51,00\u00a0MAD.',
    });
    await t.services.cart.add(customer, { type: 'service', service_id: 'papier-bulle' });
    const reached = await apply(customer, 'EMBALLO50');
    if (!reached.ok) throw new Error(reached.message);
    expect(reached.cart).toMatchObject({
      subtotal: mad(21800),
      promo_discount: mad(5000),
      total: mad(16800),
    });
  });

  it('SUMMER2025 ended on 30 September 2025', async () => {
    const customer = await cartWith('site-e-commerce');
    expect(await apply(customer, 'summer2025')).toEqual({
      ok: false,
      reason: 'expired',
      message: 'This code was valid until 30 September 2025.',
    });
    expect(await apply(customer, 'summer2025', 'ar')).toMatchObject({
      message: isolateLeftToRight('كان هذا الرمز صالحاً حتى 30 شتنبر 2025.'),
    });
  });

  it('WELCOME10 is valid for a year from the seed’s clock', async () => {
    const customer = await cartWith('site-e-commerce');
    expect(new Date(TEST_START).getTime()).toBe(now().getTime());
    t.clock.advance(364 * DAY);
    try {
      expect((await apply(customer, 'WELCOME10')).ok).toBe(true);
      t.clock.advance(DAY);
      expect(await apply(customer, 'WELCOME10')).toMatchObject({ ok: false, reason: 'expired' });
    } finally {
      t.clock.set(new Date(TEST_START));
    }
  });
});

describe('every reason a code is refused', () => {
  it('a code that does not exist', async () => {
    const customer = await cartWith('site-e-commerce');
    expect(await apply(customer, 'NOPE')).toEqual({
      ok: false,
      reason: 'not_found',
      message: 'This code does not exist.',
    });
  });

  it('a paused code, until it is resumed', async () => {
    const customer = await cartWith('site-e-commerce');
    const { id, text } = await code({ status: 'paused' });
    expect(await apply(customer, text)).toMatchObject({ ok: false, reason: 'paused' });
    await t.services.promotions.setStatus(id, 'active');
    expect((await apply(customer, text)).ok).toBe(true);
  });

  it('before its start (inclusive) and from its end (exclusive), on the application clock', async () => {
    const customer = await cartWith('site-e-commerce');
    const { text } = await code({
      startsAt: new Date(now().getTime() + DAY),
      endsAt: new Date(now().getTime() + 2 * DAY),
    });
    expect(await apply(customer, text, 'fr')).toEqual({
      ok: false,
      reason: 'not_started',
      message: 'Ce code est valable à partir du 14 décembre 2026.',
    });
    try {
      t.clock.advance(DAY);
      expect((await apply(customer, text)).ok).toBe(true);
      t.clock.advance(DAY - 1);
      expect((await apply(customer, text)).ok).toBe(true);
      t.clock.advance(1);
      expect(await apply(customer, text)).toMatchObject({ ok: false, reason: 'expired' });
    } finally {
      t.clock.set(new Date(TEST_START));
    }
  });

  it('a code used as many times as it allows, in all and by this customer', async () => {
    const { promotions, db } = t.services;
    const customer = await cartWith('site-e-commerce');
    const other = await cartWith('site-e-commerce');
    const total = await code({ usageLimit: 1 });
    await db.transaction((tx) =>
      promotions.redeem(tx, { promoCodeId: total.id, customerId: other, orderId: 'order-a' }),
    );
    expect(await apply(customer, total.text)).toEqual({
      ok: false,
      reason: 'limit_reached',
      message: 'This code has been used as many times as it allows.',
    });
    const perCustomer = await code({ perCustomerLimit: 1 });
    await db.transaction((tx) =>
      promotions.redeem(tx, { promoCodeId: perCustomer.id, customerId: customer, orderId: 'order-b' }),
    );
    expect(await apply(customer, perCustomer.text)).toMatchObject({
      ok: false,
      reason: 'customer_limit_reached',
    });
    expect((await apply(other, perCustomer.text)).ok).toBe(true);
    // A cancelled unpaid order gives the use back.
    await db.transaction((tx) => promotions.release(tx, 'order-b'));
    expect((await apply(customer, perCustomer.text)).ok).toBe(true);
  });

  it('a code that covers nothing in the cart: its scope, or its currency', async () => {
    const { db } = t.services;
    const customer = await cartWith('site-e-commerce', ['papier-bulle', 'rouleau-50m']);
    const design = await idsOf(db, 'design-packaging');
    const elsewhere = await code({ targets: [{ serviceId: design.serviceId }] });
    expect(await apply(customer, elsewhere.text)).toEqual({
      ok: false,
      reason: 'not_applicable',
      message: 'This code does not apply to the items in your cart.',
    });
    const euros = await code({ discountType: 'amount', discountValue: 500, currency: 'EUR' });
    expect(await apply(customer, euros.text)).toMatchObject({ ok: false, reason: 'not_applicable' });
  });

  it('a code applied to an empty cart', async () => {
    expect(await apply(await newCustomer(t.services), 'WELCOME10')).toMatchObject({
      ok: false,
      reason: 'empty_cart',
    });
  });
});

describe('scope', () => {
  it('a service covers itself and its packages; a package covers itself only; the minimum counts covered lines', async () => {
    const { db } = t.services;
    const bubbles = await idsOf(db, 'papier-bulle');
    const fivePack = await idsOf(db, 'papier-bulle', 'lot-5-rouleaux');
    const customer = await cartWith('site-e-commerce', 'papier-bulle', ['papier-bulle', 'rouleau-50m']);
    const byService = await code({ discountValue: 50, targets: [{ serviceId: bubbles.serviceId }] });
    const served = await apply(customer, byService.text);
    if (!served.ok) throw new Error(served.message);
    // 50 % of 69.00 + 149.00 MAD; the site is not covered.
    expect(served.cart.promo_discount).toEqual(mad(10900));
    const byPackage = await code({ discountValue: 50, targets: [{ packageId: fivePack.packageId! }] });
    expect(await apply(customer, byPackage.text)).toMatchObject({ ok: false, reason: 'not_applicable' });
    await t.services.cart.add(customer, {
      type: 'package',
      service_id: 'papier-bulle',
      package_id: 'lot-5-rouleaux',
    });
    const pack = await apply(customer, byPackage.text);
    if (!pack.ok) throw new Error(pack.message);
    // 1 190.00 MAD less its own 15 % is 1 011.50; half of it.
    expect(pack.cart.promo_discount).toEqual(mad(50575));
    const minimum = await code({
      discountType: 'amount',
      discountValue: 1000,
      currency: 'MAD',
      minimumOrderMinor: 30000,
      targets: [{ serviceId: bubbles.serviceId }],
    });
    const below = await apply(await cartWith('site-e-commerce', 'papier-bulle'), minimum.text);
    expect(below).toMatchObject({ ok: false, reason: 'minimum_not_reached' });
  });
});

describe('one code per cart, re-checked at every read', () => {
  it('a valid code replaces the attached one, an invalid one leaves it, and it can be removed', async () => {
    const { cart } = t.services;
    const customer = await cartWith('site-e-commerce');
    expect((await apply(customer, 'WELCOME10')).ok).toBe(true);
    expect((await apply(customer, 'SUMMER2025')).ok).toBe(false);
    expect((await cart.read(customer, 'en')).promo_code?.code).toBe('WELCOME10');
    expect((await apply(customer, 'EMBALLO50')).ok).toBe(true);
    expect((await cart.read(customer, 'en')).promo_code).toMatchObject({
      code: 'EMBALLO50',
      amount: mad(5000),
    });
    expect(await cart.removePromoCode(customer)).toBe(true);
    expect(await cart.removePromoCode(customer)).toBe(false);
    expect((await cart.read(customer, 'en')).promo_code).toBeNull();
  });

  it('a code that stops applying stays attached, reduces nothing and says why; the cart stays payable', async () => {
    const { cart, promotions } = t.services;
    const customer = await cartWith(['papier-bulle', 'rouleau-50m'], 'papier-bulle');
    const { id, text } = await code({
      discountType: 'amount',
      discountValue: 5000,
      currency: 'MAD',
      minimumOrderMinor: 20000,
    });
    expect((await apply(customer, text)).ok).toBe(true);
    const lines = (await cart.read(customer, 'en')).items;
    await cart.remove(customer, lines[1]!.id);
    expect(await cart.read(customer, 'en')).toMatchObject({
      total: mad(14900),
      promo_discount: mad(0),
      payable: true,
      promo_code: {
        code: text,
        applied: false,
        amount: mad(0),
        reason: 'minimum_not_reached',
        message: 'This code needs an order of at least MAD\u00a0200.00: MAD\u00a051.00 to go.',
      },
    });
    await cart.add(customer, { type: 'service', service_id: 'papier-bulle' });
    expect((await cart.read(customer, 'en')).promo_code).toMatchObject({ applied: true, amount: mad(5000) });
    await promotions.setStatus(id, 'paused');
    expect((await cart.read(customer, 'en')).promo_code).toMatchObject({ applied: false, reason: 'paused' });
  });
});
