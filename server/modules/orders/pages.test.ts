import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../../db/seed';
import { createTestApp } from '../../test/app';
import * as samples from '../../test/sample-files';
import { packages, packageTranslations } from '../catalog/schema';
import { idsOf } from '../cart/test-helpers';
import { createOrderPages } from './pages';
import { customerWithCart } from './test-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let pages: ReturnType<typeof createOrderPages>;
beforeAll(async () => {
  t = await createTestApp({}, { worker: false });
  await seedDemoShop(t.services);
  const { orders, attachments, catalog, config } = t.services;
  pages = createOrderPages({ orders, attachments, catalog, timeZone: config.TIME_ZONE });
});
afterAll(() => t.close());

const ITEMS = [
  { service: 'stockage-climatise' },
  { service: 'carton-double-cannelure', package: 'lot-100' },
  { service: 'carton-double-cannelure', package: 'lot-25' },
];

async function placed(paymentMode: 'pay_later' | 'pay_now' = 'pay_later', items = ITEMS) {
  const customerId = await customerWithCart(t.services, items);
  const { order } = await t.services.orders.placeOrder({
    customerId,
    locale: 'fr',
    paymentMode,
    notes: null,
    links: [],
    idempotencyKey: randomUUID(),
  });
  return { customerId, orderId: order.id };
}

describe('the order page', () => {
  it('shows the order with its lines, history, files and comments, and what the customer may do', async () => {
    const { customerId, orderId } = await placed();
    await t.services.attachments.store({
      ownerKind: 'order',
      ownerId: orderId,
      uploaderId: customerId,
      files: [{ name: 'plan.txt', bytes: samples.text() }],
    });
    await t.services.orders.comments.add(orderId, customerId, 'Livraison le matin, merci', 'fr');
    const page = await pages.order(customerId, orderId, 'fr');
    expect(page!.order.lines.map((l) => l.type)).toEqual(['service', 'package', 'package']);
    expect(page!.order.history).toHaveLength(1);
    expect(page!.can).toEqual({ cancel: true, pay: false });
    expect(page!.files).toEqual([
      {
        id: expect.any(String),
        name: 'plan.txt',
        size_label: expect.any(String),
        created_at: { iso: expect.any(String), label: expect.any(String) },
        url: `/api/orders/${orderId}/files/${page!.files[0]!.id}`,
      },
    ]);
    expect(page!.comments.map((c) => [c.author, c.body])).toEqual([
      ['customer', 'Livraison le matin, merci'],
    ]);
    expect(page!.limits.max_label).toMatch(/Mo/);

    await t.services.orders.cancel(customerId, orderId);
    expect((await pages.order(customerId, orderId, 'fr'))!.can).toEqual({ cancel: false, pay: false });
  });

  it('offers to pay an unpaid pay-now order', async () => {
    const { customerId, orderId } = await placed('pay_now');
    expect((await pages.order(customerId, orderId, 'en'))!.can).toEqual({ cancel: true, pay: true });
  });

  it('is not found for another customer, an unknown id or a malformed one', async () => {
    const { orderId } = await placed();
    const { customerId: other } = await placed();
    for (const id of [orderId, '999999999', 'abc', randomUUID()])
      expect(await pages.order(other, id, 'en')).toBeNull();
  });
});

describe('the page of one line', () => {
  it('tells two packages of one service apart, with their features from the catalogue, else as bought', async () => {
    const { customerId, orderId } = await placed();
    const { order } = (await pages.order(customerId, orderId, 'en'))!;
    const [, lot100, lot25] = order.lines;
    const page100 = await pages.line(customerId, orderId, String(lot100!.id), 'en');
    const page25 = await pages.line(customerId, orderId, String(lot25!.id), 'en');
    expect(page100!.line.package_id).toBe('lot-100');
    expect(page25!.line.package_id).toBe('lot-25');
    const catalogue = (await t.services.catalog.getService('en', 'carton-double-cannelure'))!.service;
    const features = catalogue.packages.find((p) => p.slug === 'lot-100')!.features;
    expect(features.length).toBeGreaterThan(0);
    expect(page100!.line.features).toEqual(features);
    expect(page100!.line.url).toBe('/produits/carton-double-cannelure/packages/lot-100');
    expect(page100!.files).toEqual([]);

    // The catalogue changes its texts: the page follows the catalogue…
    const { packageId } = await idsOf(t.services.db, 'carton-double-cannelure', 'lot-100');
    await t.services.db
      .update(packageTranslations)
      .set({ features: ['Nouveau'] })
      .where(eq(packageTranslations.packageId, packageId!));
    t.services.catalog.invalidate();
    expect((await pages.line(customerId, orderId, String(lot100!.id), 'fr'))!.line.features).toEqual([
      'Nouveau',
    ]);
    // …and an item gone from it shows what it included at purchase, with no catalogue link.
    const bought = (await pages.line(customerId, orderId, String(lot25!.id), 'en'))!.line.features;
    const lot25Id = (await idsOf(t.services.db, 'carton-double-cannelure', 'lot-25')).packageId!;
    await t.services.db.delete(packages).where(eq(packages.id, lot25Id));
    t.services.catalog.invalidate();
    const gone = await pages.line(customerId, orderId, String(lot25!.id), 'en');
    expect(gone!.line).toMatchObject({ name: lot25!.name, features: bought, url: null, description: null });
    expect(bought.length).toBeGreaterThan(0);
  });

  it('is not found for an unknown, malformed or another order’s line, and for another customer', async () => {
    const items = ITEMS.slice(0, 2);
    const { customerId, orderId } = await placed('pay_later', items);
    const { customerId: other, orderId: otherOrder } = await placed('pay_later', items);
    const otherLine = (await pages.order(other, otherOrder, 'en'))!.order.lines[0]!.id;
    for (const line of [String(otherLine), '999999999', 'abc', '0', '-1', '1.5', '99999999999'])
      expect(await pages.line(customerId, orderId, line, 'en')).toBeNull();
    const own = (await pages.order(customerId, orderId, 'en'))!.order.lines[0]!.id;
    expect(await pages.line(other, orderId, String(own), 'en')).toBeNull();
  });
});
