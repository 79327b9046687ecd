import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/wait';
import { checkoutInput, countRows, listeningTestApp, recordResults } from '../test-helpers';

let ctx: Awaited<ReturnType<typeof listeningTestApp>>;
let changes: ReturnType<typeof recordResults>;

// A real port and the job worker: the sandbox posts its signed webhooks over HTTP to our endpoint.
beforeAll(async () => {
  ctx = await listeningTestApp();
  changes = recordResults(ctx.services);
});
afterAll(() => ctx.close());

/** A browser: keeps the XSRF cookie the site gives it and sends it back. */
function browser() {
  const agent = request.agent(ctx.app);
  return {
    agent,
    async page(path: string) {
      const res = await agent.get(path);
      const xsrf = /name="_xsrf" value="([^"]+)"/.exec(res.text)?.[1];
      return { res, xsrf };
    },
  };
}

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
const card = (number: string) => ({ number, expiry: '12/30', cvc: '123', name: 'Salma Benali' });

async function settled(paymentId: string, status: string) {
  await waitFor(
    async () => (await ctx.services.payments.get(paymentId)).status === status,
    10_000,
    `payment ${status}`,
  );
}

describe('the sandbox hosted page, over HTTP', () => {
  it('card 4242: the page in French, paid, redirected to the success URL; the signed webhook makes it succeeded', async () => {
    const payment = await ctx.services.payments.startCheckout(checkoutInput());
    const b = browser();
    const { res, xsrf } = await b.page(pathOf(payment.redirectUrl!));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<html lang="fr" dir="ltr">');
    // The site's icon, as on every page (the console showed a 404 for /favicon.ico).
    expect(res.text).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(res.text).toContain('Paiement de 249,05');
    expect(res.text).toContain('4242 4242 4242 4242');
    const paid = await b.agent
      .post(pathOf(payment.redirectUrl!))
      .type('form')
      .send({ ...card('4242 4242 4242 4242'), _xsrf: xsrf });
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(`http://shop.test/fr/checkout/done?session=${payment.providerRef}`);
    await settled(payment.id, 'succeeded');
    const history = await ctx.services.payments.history(payment.id);
    expect(history.map((h) => `${h.fromStatus}→${h.toStatus}:${h.actor}`)).toEqual([
      'pending→succeeded:webhook',
    ]);
    expect(
      await countRows(ctx.services, 'payment_events', `payment_id = '${payment.id}' and outcome = 'applied'`),
    ).toBe(1);
    expect(changes.filter((c) => c.payment.id === payment.id)).toHaveLength(1);
    // Submitting again (a double click, the back button) only redirects: nothing is paid twice.
    const again = await b.agent
      .post(pathOf(payment.redirectUrl!))
      .type('form')
      .send({ ...card('4242424242424242'), _xsrf: xsrf });
    expect(again.status).toBe(303);
    expect(
      await countRows(
        ctx.services,
        'jobs',
        `name = 'payments.sandbox-webhook' and payload::text like '%${payment.providerRef}%'`,
      ),
    ).toBe(1);
  });

  it('card 0002: declined, back to the cancel URL with the reason; the webhook fails the payment', async () => {
    const payment = await ctx.services.payments.startCheckout(checkoutInput({ locale: 'en' }));
    const b = browser();
    const { xsrf } = await b.page(pathOf(payment.redirectUrl!));
    const declined = await b.agent
      .post(pathOf(payment.redirectUrl!))
      .type('form')
      .send({ ...card('4000000000000002'), _xsrf: xsrf });
    expect(declined.status).toBe(303);
    expect(declined.headers.location).toBe('http://shop.test/fr/checkout/payment?reason=card_declined');
    await settled(payment.id, 'failed');
    expect((await ctx.services.payments.get(payment.id)).failureReason).toBe('card_declined');
  });

  it('card 3184: an extra page to confirm (in Arabic, right to left); confirming pays', async () => {
    const payment = await ctx.services.payments.startCheckout(checkoutInput({ locale: 'ar' }));
    const b = browser();
    const { res, xsrf } = await b.page(pathOf(payment.redirectUrl!));
    expect(res.text).toContain('<html lang="ar" dir="rtl">');
    const step = await b.agent
      .post(pathOf(payment.redirectUrl!))
      .type('form')
      .send({ ...card('4000002760003184'), _xsrf: xsrf });
    expect(step.status).toBe(303);
    expect(step.headers.location).toBe(`${ctx.base}/payments/sandbox/${payment.providerRef}/authenticate`);
    await settled(payment.id, 'requires_action');
    const confirmPage = await b.page(pathOf(step.headers.location!));
    expect(confirmPage.res.status).toBe(200);
    expect(confirmPage.res.text).toContain('3184');
    expect(confirmPage.res.text).toContain('dir="rtl"');
    const confirmed = await b.agent
      .post(pathOf(step.headers.location!))
      .type('form')
      .send({ decision: 'confirm', _xsrf: confirmPage.xsrf });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.location).toContain(`session=${payment.providerRef}`);
    await settled(payment.id, 'succeeded');
    expect((await ctx.services.payments.history(payment.id)).map((h) => h.toStatus)).toEqual([
      'requires_action',
      'succeeded',
    ]);
  });

  it('card 3184, refused at the extra step: back to the cancel URL; the payment fails', async () => {
    const payment = await ctx.services.payments.startCheckout(checkoutInput());
    const b = browser();
    const { xsrf } = await b.page(pathOf(payment.redirectUrl!));
    const step = await b.agent
      .post(pathOf(payment.redirectUrl!))
      .type('form')
      .send({ ...card('4000002760003184'), _xsrf: xsrf });
    const refused = await b.agent
      .post(pathOf(step.headers.location!))
      .type('form')
      .send({ decision: 'refuse', _xsrf: xsrf });
    expect(refused.headers.location).toBe(
      'http://shop.test/fr/checkout/payment?reason=authentication_failed',
    );
    await settled(payment.id, 'failed');
  });

  it('a wrong card, an expired date: 422 with the errors tied to their fields, nothing moves', async () => {
    const payment = await ctx.services.payments.startCheckout(checkoutInput({ locale: 'en' }));
    const b = browser();
    const { xsrf } = await b.page(pathOf(payment.redirectUrl!));
    const res = await b.agent
      .post(pathOf(payment.redirectUrl!))
      .type('form')
      .send({ number: '5555 5555 5555 4444', expiry: '01/20', cvc: '1', name: 'S', _xsrf: xsrf });
    expect(res.status).toBe(422);
    expect(res.text).toContain('role="alert"');
    expect(res.text).toContain('aria-describedby="number-hint number-error" aria-invalid="true"');
    expect(res.text).toContain('This is not one of the test cards');
    expect(res.text).toContain('This card has expired.');
    // The number and code are never written back into the page.
    expect(res.text).not.toContain('5555 5555');
    expect((await ctx.services.payments.sandbox.store.get(payment.providerRef!))?.status).toBe('open');
  });

  it('refuses a form without the XSRF token (403), and answers 404 for an unknown page', async () => {
    const payment = await ctx.services.payments.startCheckout(checkoutInput());
    const res = await request(ctx.app)
      .post(pathOf(payment.redirectUrl!))
      .type('form')
      .send(card('4242424242424242'));
    expect(res.status).toBe(403);
    expect((await ctx.services.payments.sandbox.store.get(payment.providerRef!))?.status).toBe('open');
    expect((await request(ctx.app).get(`/payments/sandbox/sbx_cs_${'0'.repeat(32)}`)).status).toBe(404);
    expect((await request(ctx.app).get('/payments/sandbox/nothing')).status).toBe(404);
  });

  it('a page past its time is expired, says so, and its webhook fails the payment', async () => {
    const payment = await ctx.services.payments.startCheckout(checkoutInput({ locale: 'en' }));
    ctx.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const res = await request(ctx.app).get(pathOf(payment.redirectUrl!));
    expect(res.status).toBe(410);
    expect(res.text).toContain('This payment page has expired');
    await settled(payment.id, 'failed');
    expect((await ctx.services.payments.get(payment.id)).failureReason).toBe('expired');
  });
});
