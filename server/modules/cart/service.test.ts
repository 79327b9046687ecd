import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { writeTogether } from '../../db/together';
import { cartItems } from './schema';
import { MAX_CART_ITEMS } from './service';
import { idsOf, newCustomer, setPackageTerms, setServiceTerms } from './test-helpers';
import { packages } from '../catalog/schema';
import { type TestApp, useTestApp } from '../../test/harness';

let t: TestApp;
useTestApp((started) => (t = started), {}, { worker: false, seeded: true });

const mad = (minor: number) => ({ minor, currency: 'MAD' });
const service = (slug: string) => ({ type: 'service' as const, service_id: slug });
const pkg = (slug: string, packageSlug: string) => ({
  type: 'package' as const,
  service_id: slug,
  package_id: packageSlug,
});

/** What adding a line that cannot be sold answers. */
const UNAVAILABLE = { ok: false, reason: 'unavailable' };

describe('the cart prices its lines from the catalogue, on the server', () => {
  it('adds a service on its own and a package, and prices them with their own discounts', async () => {
    const { cart } = t.services;
    const customer = await newCustomer(t.services);
    expect(await cart.add(customer, service('stockage-climatise'))).toMatchObject({
      ok: true,
      type: 'service',
    });
    expect(await cart.add(customer, pkg('carton-double-cannelure', 'lot-100'))).toMatchObject({
      ok: true,
      type: 'package',
    });
    const read = await cart.read(customer, 'fr');
    expect(read.items).toEqual([
      expect.objectContaining({
        type: 'service',
        service_id: 'stockage-climatise',
        package_id: null,
        name: 'Stockage climatisé',
        url: '/produits/stockage-climatise',
        price: mad(45000),
        discount: { type: 'percent', value: 10 },
        discount_amount: mad(4500),
        final_price: mad(40500),
        billing_period: 'month',
        payment_kind: 'subscription',
        available: true,
        problem: null,
      }),
      expect.objectContaining({
        type: 'package',
        service_id: 'carton-double-cannelure',
        package_id: 'lot-100',
        name: 'Lot de 100 cartons',
        service_name: 'Cartons double cannelure',
        url: '/produits/carton-double-cannelure/packages/lot-100',
        price: mad(89000),
        discount_amount: mad(8900),
        final_price: mad(80100),
        billing_period: null,
        payment_kind: 'one_time',
      }),
    ]);
    expect(read).toMatchObject({
      count: 2,
      currency: 'MAD',
      subtotal: mad(134000),
      items_discount: mad(13400),
      promo_discount: mad(0),
      discount: mad(13400),
      total: mad(120600),
      promo_code: null,
      payable: true,
      reasons: [],
    });
    expect((await cart.read(customer, 'ar')).items[0]!.name).toBe('التخزين المكيّف');
    expect(await cart.count(customer)).toBe(2);
  });

  it('reads prices afresh at every read: a new price shows at once, nothing is stored in the cart', async () => {
    const { cart, db } = t.services;
    const customer = await newCustomer(t.services);
    await cart.add(customer, pkg('papier-bulle', 'rouleau-50m'));
    expect((await cart.read(customer, 'en')).total).toEqual(mad(14900));
    // Written to the table behind the catalogue's cache (as another server process would).
    await setPackageTerms(db, 'papier-bulle', 'rouleau-50m', {
      priceMinor: 15900,
      discountType: 'amount',
      discountValue: 900,
    });
    try {
      expect(await cart.read(customer, 'en')).toMatchObject({
        subtotal: mad(15900),
        discount: mad(900),
        total: mad(15000),
      });
    } finally {
      await setPackageTerms(db, 'papier-bulle', 'rouleau-50m', {
        priceMinor: 14900,
        discountType: null,
        discountValue: null,
      });
    }
  });

  it('an empty cart is zero in the shop currency and cannot be paid', async () => {
    const read = await t.services.cart.read(await newCustomer(t.services), 'en');
    expect(read).toMatchObject({ items: [], count: 0, total: mad(0), payable: false, reasons: ['empty'] });
  });
});

describe('one item once: the database refuses a duplicate', () => {
  it('refuses the same service or package twice for one customer, and not for another', async () => {
    const { cart } = t.services;
    const customer = await newCustomer(t.services);
    expect((await cart.add(customer, service('papier-bulle'))).ok).toBe(true);
    expect(await cart.add(customer, service('papier-bulle'))).toEqual({ ok: false, reason: 'duplicate' });
    expect((await cart.add(customer, pkg('papier-bulle', 'rouleau-50m'))).ok).toBe(true);
    expect(await cart.add(customer, pkg('papier-bulle', 'rouleau-50m'))).toEqual({
      ok: false,
      reason: 'duplicate',
    });
    // The service on its own and each of its packages are different items.
    expect((await cart.add(customer, pkg('papier-bulle', 'lot-5-rouleaux'))).ok).toBe(true);
    expect((await cart.add(await newCustomer(t.services), service('papier-bulle'))).ok).toBe(true);
    expect(await cart.count(customer)).toBe(3);
  });

  it('is a unique key of the table, not a check of the code: a direct insert fails', async () => {
    const { db } = t.services;
    const customer = await newCustomer(t.services);
    const bubbles = await idsOf(db, 'papier-bulle');
    const roll = await idsOf(db, 'papier-bulle', 'rouleau-50m');
    const now = t.clock.now();
    await db.insert(cartItems).values([{ customerId: customer, ...bubbles, addedAt: now }]);
    await db.insert(cartItems).values([{ customerId: customer, ...roll, addedAt: now }]);
    const violation = (promise: Promise<unknown>) =>
      promise.then(
        () => 'inserted',
        (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code,
      );
    expect(
      await violation(db.insert(cartItems).values({ customerId: customer, ...bubbles, addedAt: now })),
    ).toBe('23505');
    expect(
      await violation(db.insert(cartItems).values({ customerId: customer, ...roll, addedAt: now })),
    ).toBe('23505');
  });

  it('adds one line when the same item is sent ten times at once', async () => {
    const { cart } = t.services;
    const customer = await newCustomer(t.services);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => cart.add(customer, service('palettes-bois'))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === 'duplicate')).toHaveLength(9);
    expect(await cart.count(customer)).toBe(1);
  });
});

describe('what cannot be bought', () => {
  it('refuses unknown ids and a package of another service', async () => {
    const { cart } = t.services;
    const customer = await newCustomer(t.services);
    expect(await cart.add(customer, service('nope'))).toEqual({ ok: false, reason: 'not_found' });
    expect(await cart.add(customer, pkg('papier-bulle', 'nope'))).toEqual({ ok: false, reason: 'not_found' });
    expect(await cart.add(customer, pkg('papier-bulle', 'lot-100'))).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await cart.count(customer)).toBe(0);
  });

  it('refuses an unavailable item, and flags one that became unavailable: shown, not counted, not payable', async () => {
    const { cart, db } = t.services;
    const customer = await newCustomer(t.services);
    await cart.add(customer, pkg('box-self-stockage', 'box-2m2'));
    await cart.add(customer, service('design-packaging'));
    await setServiceTerms(db, 'box-self-stockage', { available: false });
    await setPackageTerms(db, 'papier-bulle', 'rouleau-50m', { available: false });
    try {
      // A package of an unavailable service cannot be sold either.
      expect(await cart.add(customer, pkg('box-self-stockage', 'box-5m2'))).toEqual(UNAVAILABLE);
      expect(await cart.add(customer, service('box-self-stockage'))).toEqual(UNAVAILABLE);
      expect(await cart.add(customer, pkg('papier-bulle', 'rouleau-50m'))).toEqual(UNAVAILABLE);
      const read = await cart.read(customer, 'en');
      expect(read.items.map((i) => [i.package_id ?? i.service_id, i.available, i.problem])).toEqual([
        ['box-2m2', false, 'unavailable'],
        ['design-packaging', true, null],
      ]);
      expect(read).toMatchObject({
        subtotal: mad(250000),
        total: mad(250000),
        payable: false,
        reasons: ['unavailable_items'],
      });
      // Removing it makes the rest payable.
      expect(await cart.remove(customer, read.items[0]!.id)).toBe(true);
      expect(await cart.read(customer, 'en')).toMatchObject({ payable: true, reasons: [] });
    } finally {
      await setServiceTerms(db, 'box-self-stockage', { available: true });
      await setPackageTerms(db, 'papier-bulle', 'rouleau-50m', { available: true });
    }
  });

  it('refuses an item priced in another currency, and flags one whose currency changed', async () => {
    const { cart, db } = t.services;
    const customer = await newCustomer(t.services);
    await cart.add(customer, service('archivage-documents'));
    await cart.add(customer, service('palettes-bois'));
    await setServiceTerms(db, 'palettes-bois', { currency: 'EUR' });
    await setServiceTerms(db, 'referencement-seo', { currency: 'EUR' });
    try {
      expect(await cart.add(customer, service('referencement-seo'))).toEqual({
        ok: false,
        reason: 'other_currency',
      });
      const read = await cart.read(customer, 'en');
      expect(read.items.map((i) => i.problem)).toEqual([null, 'other_currency']);
      expect(read).toMatchObject({ total: mad(9000), payable: false, reasons: ['other_currency'] });
    } finally {
      await setServiceTerms(db, 'palettes-bois', { currency: 'MAD' });
      await setServiceTerms(db, 'referencement-seo', { currency: 'MAD' });
    }
  });

  it(`holds ${MAX_CART_ITEMS} lines at most`, async () => {
    const { cart, db } = t.services;
    const customer = await newCustomer(t.services);
    const { serviceId } = await idsOf(db, 'papier-bulle');
    const extra = await db
      .insert(packages)
      .values(
        Array.from({ length: MAX_CART_ITEMS }, (_, i) => ({
          serviceId,
          slug: `test-roll-${i}`,
          priceMinor: 100,
          currency: 'MAD',
          paymentKind: 'one_time' as const,
        })),
      )
      .returning({ id: packages.id });
    try {
      for (let i = 0; i < MAX_CART_ITEMS; i++)
        expect((await cart.add(customer, pkg('papier-bulle', `test-roll-${i}`))).ok).toBe(true);
      expect(await cart.add(customer, service('papier-bulle'))).toEqual({ ok: false, reason: 'full' });
      expect((await cart.read(customer, 'en')).total).toEqual(mad(100 * MAX_CART_ITEMS));
    } finally {
      for (const { id } of extra) await db.delete(packages).where(eq(packages.id, id));
    }
  });
});

describe('removing', () => {
  it('removes the customer’s own line only: another’s and an unknown id are not found', async () => {
    const { cart } = t.services;
    const owner = await newCustomer(t.services);
    const other = await newCustomer(t.services);
    const added = await cart.add(owner, service('site-e-commerce'));
    if (!added.ok) throw new Error('not added');
    expect(await cart.remove(other, added.id)).toBe(false);
    expect(await cart.remove(owner, 2_000_000_000)).toBe(false);
    expect(await cart.count(owner)).toBe(1);
    expect(await cart.remove(owner, added.id)).toBe(true);
    expect(await cart.remove(owner, added.id)).toBe(false);
    expect(await cart.count(owner)).toBe(0);
  });

  it('clearWrites() empty the cart and detach its code (for the checkout, in its statement)', async () => {
    const { cart, db } = t.services;
    const customer = await newCustomer(t.services);
    await cart.add(customer, service('site-e-commerce'));
    expect((await cart.applyPromoCode(customer, 'welcome10', 'en')).ok).toBe(true);
    await db.transaction((tx) => writeTogether(tx, cart.clearWrites(tx, customer)));
    expect(await cart.read(customer, 'en')).toMatchObject({ count: 0, promo_code: null });
  });
});
