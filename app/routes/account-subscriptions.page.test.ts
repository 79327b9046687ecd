import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dateLabel } from '../../common/format/dates';
import type { Locale } from '../../common/i18n/languages';
import { subscriptionHistory, subscriptions } from '../../server/modules/subscriptions/schema';
import { translator } from '../../server/platform/i18n';
import { byTestId, pendingToast, shop, textsByTestId, useShopPages } from '../../tests/pages/customer-pages';

/**
 * The account's Billing tab lists the customer's subscriptions (issue 27, item 17): status, next
 * renewal, and Cancel (with its confirmation) / Resume posted to the account, through the
 * subscriptions' state machine (ADR-0401); never another customer's.
 */
useShopPages();

/** A signed-in customer who bought the monthly storage, pay later: one active subscription. */
async function subscriber(locale: Locale = 'fr') {
  const customer = await shop.customer();
  const { services } = shop.t;
  const added = await services.cart.add(customer.id, { type: 'service', service_id: 'stockage-climatise' });
  if (!added.ok) throw new Error(added.reason);
  const { order } = await services.orders.placeOrder({
    customerId: customer.id,
    locale,
    paymentMode: 'pay_later',
    idempotencyKey: randomUUID(),
  });
  const [subscription] = await services.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.orderId, order.id));
  return { ...customer, subscription: subscription! };
}

const label = (date: Date, locale: Locale) => dateLabel(date, locale, shop.t.services.config.TIME_ZONE).label;

describe('/:lang/account?tab=billing — subscriptions', () => {
  it('says so when the customer has none', async () => {
    const { v } = await shop.customer();
    for (const locale of ['fr', 'en', 'ar'] as const)
      expect(
        textsByTestId((await v.get(`/${locale}/account?tab=billing`)).text, 'subscriptions-empty'),
      ).toEqual([translator(locale)('subscriptions:list.empty')]);
  });

  it('lists the subscription with its status and next renewal, written on the server; never another’s', async () => {
    const { v, subscription } = await subscriber();
    const other = await subscriber();
    for (const locale of ['fr', 'ar'] as const) {
      const page = await v.get(`/${locale}/account?tab=billing`);
      expect(page.status).toBe(200);
      const items = byTestId(page.text, 'account-subscription');
      expect(items).toHaveLength(1);
      expect(items[0]).toContain(`data-subscription="${subscription.id}"`);
      expect(textsByTestId(items[0]!, 'subscription-status')).toEqual([
        translator(locale)('subscriptions:statuses.active'),
      ]);
      expect(textsByTestId(items[0]!, 'subscription-next-renewal')).toEqual([
        label(subscription.nextBillingAt!, locale),
      ]);
      expect(page.text).not.toContain(other.subscription.id);
    }
  });

  it('cancels after the confirmation, then resumes, from the tab: redirect, toast, the state machine’s history', async () => {
    const { v, subscription } = await subscriber();
    const fr = translator('fr');
    const { services } = shop.t;

    const asking = await v.get(
      `/fr/account?tab=billing&confirm=subscription-cancel&subscription=${subscription.id}`,
    );
    expect(byTestId(asking.text, 'subscription-cancel-confirmation')).toHaveLength(1);

    const canceled = await v.post('/fr/account?tab=billing', {
      intent: 'subscription-cancel',
      subscription_id: subscription.id,
    });
    expect(canceled.status).toBe(302);
    expect(canceled.headers.location).toBe('/fr/account?tab=billing');
    const end = label(subscription.currentPeriodEnd, 'fr');
    expect(await pendingToast(shop.t, v)).toMatchObject({
      type: 'success',
      message: fr('subscriptions:api.canceled', { date: end }),
    });
    const after = byTestId((await v.get('/fr/account?tab=billing')).text, 'account-subscription')[0]!;
    expect(textsByTestId(after, 'subscription-status')).toEqual([fr('subscriptions:statuses.canceled')]);
    expect(textsByTestId(after, 'subscription-ends-at')).toEqual([end]);
    expect(byTestId(after, 'subscription-resume')).toHaveLength(1);

    const resumed = await v.post('/fr/account?tab=billing', {
      intent: 'subscription-resume',
      subscription_id: subscription.id,
    });
    expect(resumed.status).toBe(302);
    expect(resumed.headers.location).toBe('/fr/account?tab=billing');
    expect((await pendingToast(shop.t, v))?.type).toBe('success');

    const history = await services.db
      .select()
      .from(subscriptionHistory)
      .where(eq(subscriptionHistory.subscriptionId, subscription.id))
      .orderBy(asc(subscriptionHistory.id));
    expect(history.slice(-2).map((h) => [h.fromValue, h.toValue, h.actor])).toEqual([
      ['active', 'canceled', 'customer'],
      ['canceled', 'active', 'customer'],
    ]);

    // Resuming an active one: the machine refuses, the tab says so.
    const refused = await v.post('/fr/account?tab=billing', {
      intent: 'subscription-resume',
      subscription_id: subscription.id,
    });
    expect(refused.status).toBe(302);
    expect(await pendingToast(shop.t, v)).toMatchObject({
      type: 'error',
      message: fr('subscriptions:api.cannotResume'),
    });
  });

  it('another customer’s subscription, an unknown id and a malformed id: 404, nothing changes', async () => {
    const { v } = await shop.customer();
    const other = await subscriber();
    for (const id of [other.subscription.id, randomUUID(), 'abc']) {
      const res = await v.post('/ar/account?tab=billing', {
        intent: 'subscription-cancel',
        subscription_id: id,
      });
      expect(res.status, id).toBe(404);
    }
    const [row] = await shop.t.services.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, other.subscription.id));
    expect(row!.status).toBe('active');
  });
});
