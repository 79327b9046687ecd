import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../common/format/money';
import type { OrderDetailView } from '../../common/orders/views';
import { translator } from '../../server/platform/i18n';
import { visitor } from '../../server/test/pages';
import {
  byTestId,
  pendingToast,
  postMultipart,
  shop,
  textsByTestId,
  useShopPages,
  type Shop,
  type Visitor,
} from '../../tests/pages/customer-pages';

/**
 * The order pages (moved down from the order journeys, ADR-0013): the list, an
 * order, a line; the forms without JavaScript; a 404 for anything not the customer's.
 */
useShopPages();
let owner: { v: Visitor; id: string };
let order: OrderDetailView;
let orderFr: OrderDetailView;
beforeAll(async () => {
  owner = await shop.customer();
  order = await place(owner, [
    { type: 'service', service_id: 'stockage-climatise' },
    { type: 'package', service_id: 'carton-double-cannelure', package_id: 'lot-25' },
  ]);
  orderFr = order;
});

const fr = translator('fr');
const ar = translator('ar');

type Item = Parameters<Shop['t']['services']['cart']['add']>[1];
async function place(
  who: { v: Visitor; id: string },
  items: Item[],
  mode: 'pay_later' | 'pay_now' = 'pay_later',
) {
  const { services } = shop.t;
  for (const item of items) await services.cart.add(who.id, item);
  await services.checkout.choosePayment(who.id, mode);
  const placed = await services.checkout.place(who.id, 'fr', randomUUID());
  if (!('orderId' in placed)) throw new Error(`not placed: ${placed.kind}`);
  return view(who.v, placed.orderId, 'fr');
}

/** The order as the API tells it in `lang` (names and labels in that language). */
async function view(v: Visitor, id: string, lang: 'fr' | 'ar') {
  return (await v.api('get', `/api/orders/${id}?lang=${lang}`)).body.data as OrderDetailView;
}

describe('the order pages', () => {
  it('/orders lists the order with its status, payment, amount, services and packages', async () => {
    const res = await owner.v.get('/fr/orders');
    expect(res.headers['cache-control']).toContain('no-store');
    const row = byTestId(res.text, 'order-row').find((r) => r.includes(order.number))!;
    expect(textsByTestId(row, 'order-status')).toEqual([fr('orders:statuses.pending')]);
    expect(textsByTestId(row, 'order-pay-status')).toEqual([fr('orders:payStatuses.on_hand')]);
    expect(textsByTestId(row, 'order-amount')).toEqual([formatMoney(order.total.minor, 'MAD', 'fr')]);
    expect(textsByTestId(row, 'order-services')).toEqual([order.services.join(', ')]);
    expect(textsByTestId(row, 'order-packages')).toEqual([order.packages.join(', ')]);
    expect(byTestId(row, 'order-manage')[0]).toContain(`href="/fr/order/${order.id}"`);
    const fresh = await shop.customer();
    expect(byTestId((await fresh.v.get('/fr/orders')).text, 'orders-empty')).toHaveLength(1);
  });

  it('an order’s page shows its lines, amounts, payment mode and history; a line’s page its package', async () => {
    const order = await view(owner.v, orderFr.id, 'ar');
    const res = await owner.v.get(`/ar/order/${order.id}`);
    expect(res.status).toBe(200);
    expect(textsByTestId(res.text, 'order-heading')[0]).toContain(order.number);
    expect(textsByTestId(res.text, 'order-line-name')).toEqual(order.lines.map((l) => l.name));
    expect(textsByTestId(res.text, 'order-total')).toEqual([formatMoney(order.total.minor, 'MAD', 'ar')]);
    expect(textsByTestId(res.text, 'order-payment-mode')).toEqual([ar('orders:paymentModes.pay_later')]);
    const history = textsByTestId(res.text, 'history-entry');
    expect(history).toHaveLength(1);
    expect(history[0]).toContain(ar('orders:page.history.actors.customer'));
    expect(history[0]).toContain(ar('orders:payStatuses.on_hand'));
    const pkg = order.lines.find((l) => l.type === 'package')!;
    const fromAccount = await owner.v.get(`/ar/account/my-order/${order.id}`);
    expect(fromAccount.text).toContain(`/ar/account/my-order/${order.id}/package/${pkg.id}`);
    const line = await owner.v.get(`/ar/account/my-order/${order.id}/package/${pkg.id}`);
    expect(line.text).toMatch(new RegExp(`<h1[^>]*>${pkg.name}</h1>`));
    expect(byTestId(line.text, 'line-features')[0]).toMatch(/<li/);
    expect(textsByTestId(line.text, 'line-final-price')[0]).toContain(
      formatMoney(pkg.final_price.minor, 'MAD', 'ar'),
    );
  });

  it('sends a visitor to log in; another customer’s, an unknown or a malformed order or line is the 404 page', async () => {
    const path = `/fr/order/${order.id}`;
    const anon = await visitor(shop.t.app).get(path);
    expect(anon.status).toBe(302);
    expect(anon.headers.location).toBe(`/fr/login?redirectTo=${encodeURIComponent(path)}`);
    const line = order.lines[0]!.id;
    for (const p of [
      '/order/999999999',
      `/order/${randomUUID()}`,
      '/order/abc',
      '/account/my-order/999999999',
      `/account/my-order/abc/package/${line}`,
      `/account/my-order/${order.id}/package/999999999`,
      `/account/my-order/${order.id}/package/abc`,
    ])
      expect((await owner.v.get(`/fr${p}`)).status, p).toBe(404);
    const other = await shop.customer();
    for (const p of [
      `/order/${order.id}`,
      `/account/my-order/${order.id}`,
      `/account/my-order/${order.id}/package/${line}`,
    ])
      expect((await other.v.get(`/fr${p}`)).status, `another's ${p}`).toBe(404);
    // Nor can they act on it, nor read its files.
    expect((await other.v.post(`/fr/order/${order.id}`, { intent: 'cancel' })).status).toBe(404);
    const still = await owner.v.get(`/fr/order/${order.id}`);
    expect(textsByTestId(still.text, 'order-status')).toEqual([fr('orders:statuses.pending')]);
  });

  it('extra information, a file, a disguised file refused and a comment, as plain forms', async () => {
    const me = await shop.customer();
    const mine = await place(me, [{ type: 'service', service_id: 'stockage-climatise' }]);
    const page = `/fr/account/my-order/${mine.id}`;
    const updated = await me.v.post(page, {
      intent: 'update',
      extra_info: 'Livraison le matin, quai 3',
      links: 'https://example.com/plans',
    });
    expect(updated.headers.location).toBe(page);
    expect(await pendingToast(shop.t, me.v)).toMatchObject({
      type: 'success',
      message: fr('orders:api.updated'),
    });
    expect(textsByTestId((await me.v.get(page)).text, 'order-links-list')[0]).toContain(
      'https://example.com/plans',
    );

    const sent = await postMultipart(shop.t, me.v, page, { intent: 'upload' }, [
      { field: 'files', name: 'plan.txt', type: 'text/plain', content: '40 x 30 x 20 cm\n' },
    ]);
    expect(sent.status).toBe(302);
    expect(await pendingToast(shop.t, me.v)).toMatchObject({
      type: 'success',
      message: fr('orders:page.files.added'),
    });
    const withFile = await me.v.get(page);
    const href = /href="([^"]+)"/.exec(byTestId(withFile.text, 'order-file')[0]!)![1]!.replace(/&amp;/g, '&');
    const download = await me.v.get(href);
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect(download.text).toBe('40 x 30 x 20 cm\n');
    // Another customer gets the 404 for the same file.
    expect((await (await shop.customer()).v.get(href)).status).toBe(404);

    const disguised = await postMultipart(shop.t, me.v, page, { intent: 'upload' }, [
      { field: 'files', name: 'photo.png', type: 'image/png', content: 'not an image at all\n' },
    ]);
    expect(disguised.status).toBeGreaterThanOrEqual(400);
    expect(textsByTestId(disguised.text, 'upload-errors')[0]).toContain('photo.png');
    expect(byTestId((await me.v.get(page)).text, 'order-file')).toHaveLength(1);

    await me.v.post(page, { intent: 'comment', body: 'Pouvez-vous livrer avant 10 h ?' });
    expect(await pendingToast(shop.t, me.v)).toMatchObject({
      type: 'success',
      message: fr('orders:api.commentAdded'),
    });
    expect(textsByTestId((await me.v.get(page)).text, 'order-comment-body')).toContain(
      'Pouvez-vous livrer avant 10 h ?',
    );
  });

  it('cancels a pending unpaid order; an unpaid pay-now order links to its payment', async () => {
    const me = await shop.customer();
    const mine = await place(me, [{ type: 'service', service_id: 'stockage-climatise' }]);
    const page = `/ar/order/${mine.id}`;
    await me.v.post(page, { intent: 'cancel' });
    expect(await pendingToast(shop.t, me.v)).toMatchObject({
      type: 'success',
      message: ar('orders:api.canceled'),
    });
    const canceled = await me.v.get(page);
    expect(textsByTestId(canceled.text, 'order-status')).toEqual([ar('orders:statuses.canceled')]);
    expect(byTestId(canceled.text, 'history-entry')).toHaveLength(2);
    expect(byTestId(canceled.text, 'order-cancel')).toEqual([]);
    expect(byTestId(canceled.text, 'order-pay')).toEqual([]);
    const payNow = await place(me, [{ type: 'service', service_id: 'stockage-climatise' }], 'pay_now');
    const unpaid = await me.v.get(`/ar/order/${payNow.id}`);
    expect(byTestId(unpaid.text, 'order-pay')[0]).toContain(`href="/ar/checkout/${payNow.id}/pay"`);
  });
});
