import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { customerWithToken } from '../cart/test-helpers';
import { STORAGE, subscriptionById, subscriptionHistoryOf, subscriptionsOf } from './test-helpers';
import { type TestApp, useTestApp } from '../../test/harness';

let t: TestApp;
useTestApp((started) => (t = started), {}, { worker: false, seeded: true });

/** A customer with an API token who bought the monthly climate storage, pay later (active at once). */
async function subscriber() {
  const customer = await customerWithToken(t.services);
  await t.services.cart.add(customer.id, { type: 'service', service_id: STORAGE.service });
  const { order } = await t.services.orders.placeOrder({
    customerId: customer.id,
    locale: 'fr',
    paymentMode: 'pay_later',
    idempotencyKey: randomUUID(),
  });
  const [subscription] = await subscriptionsOf(t.services, order.id);
  return { ...customer, order, subscription: subscription! };
}

describe('GET /api/subscriptions', () => {
  it("lists the customer's own subscriptions, paginated, written in the request's language", async () => {
    const { auth, subscription, order } = await subscriber();
    await subscriber(); // someone else's
    const res = await request(t.app).get('/api/subscriptions?lang=fr').set(auth);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ current_page: 1, per_page: 15, total: 1, last_page: 1 });
    expect(res.body.data.data).toEqual([
      expect.objectContaining({
        id: subscription.id,
        order_id: order.id,
        order_number: order.number,
        name: 'Stockage climatisé',
        status: 'active',
        status_label: 'Actif',
        period: 'month',
        period_label: 'Mensuelle',
        payment_mode: 'pay_later',
        amount: { minor: 40500, currency: 'MAD', label: expect.stringContaining('405') },
        next_billing_at: {
          iso: subscription.currentPeriodEnd.toISOString(),
          label: expect.stringMatching(/2027/),
        },
        ends_at: null,
        can_cancel: true,
        can_resume: false,
      }),
    ]);
    const ar = await request(t.app)
      .get('/api/subscriptions/' + subscription.id + '?lang=ar')
      .set(auth);
    expect(ar.body.data).toMatchObject({ status_label: 'نشط', name: 'التخزين المكيّف' });
  });

  it('refuses a malformed page with 422 and a message per field', async () => {
    const { auth } = await subscriber();
    const res = await request(t.app).get('/api/subscriptions?page=0&per_page=500&lang=en').set(auth);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['page', 'per_page']);
  });
});

describe('POST /api/subscriptions/{id}/cancel and /resume', () => {
  it('cancels at the period end; a second cancel is 409 and changes nothing; resume undoes it', async () => {
    const { auth, subscription } = await subscriber();
    const first = await request(t.app).post(`/api/subscriptions/${subscription.id}/cancel?lang=en`).set(auth);
    expect(first.status).toBe(200);
    expect(first.body.message).toMatch(/stays active until .*2027/);
    expect(first.body.data).toMatchObject({
      status: 'canceled',
      next_billing_at: null,
      ends_at: { iso: subscription.currentPeriodEnd.toISOString() },
      can_cancel: false,
      can_resume: true,
    });
    const history = await subscriptionHistoryOf(t.services, subscription.id);
    const second = await request(t.app)
      .post(`/api/subscriptions/${subscription.id}/cancel?lang=fr`)
      .set(auth);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Cet abonnement ne peut pas être résilié : il n’est pas actif.');
    expect(await subscriptionHistoryOf(t.services, subscription.id)).toEqual(history);

    const resumed = await request(t.app)
      .post(`/api/subscriptions/${subscription.id}/resume?lang=ar`)
      .set(auth);
    expect(resumed.status).toBe(200);
    expect(resumed.body.data).toMatchObject({ status: 'active', status_label: 'نشط', can_cancel: true });
    const again = await request(t.app).post(`/api/subscriptions/${subscription.id}/resume`).set(auth);
    expect(again.status).toBe(409);
  });

  it("another customer's, an unknown and a malformed id answer 404 and change nothing; no session 401", async () => {
    const owner = await subscriber();
    const stranger = await subscriber();
    const ids = [owner.subscription.id, '999999999', 'abc', randomUUID()];
    for (const id of ids) {
      for (const path of [
        `/api/subscriptions/${id}`,
        `/api/subscriptions/${id}/cancel`,
        `/api/subscriptions/${id}/resume`,
      ]) {
        const call =
          path === `/api/subscriptions/${id}` ? request(t.app).get(path) : request(t.app).post(path);
        const res = await call.set(stranger.auth).query({ lang: 'en' });
        expect(res.status, path).toBe(404);
        expect(res.body.message).toBe('This subscription does not exist.');
      }
    }
    expect((await subscriptionById(t.services, owner.subscription.id)).status).toBe('active');
    const anonymous = await request(t.app).get('/api/subscriptions');
    expect(anonymous.status).toBe(401);
    const anonymousCancel = await request(t.app)
      .post(`/api/subscriptions/${owner.subscription.id}/cancel`)
      .set('X-XSRF-TOKEN', 'x')
      .set('Cookie', 'XSRF-TOKEN=x');
    expect(anonymousCancel.status).toBe(401);
    expect((await subscriptionById(t.services, owner.subscription.id)).status).toBe('active');
  });
});
