import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../../../server/db/seed';
import { customerWithCart } from '../../../server/modules/orders/test-helpers';
import { startFakeStripe, type FakeStripe } from '../../../server/modules/payments/stripe/test-fake';
import { createTestPages, visitor } from '../../../server/test/pages';
import { newFormKey } from './keys.server';

const CARTON = { service: 'carton-double-cannelure', package: 'lot-100' };
type Pages = Awaited<ReturnType<typeof createTestPages>>;

/** A signed-in customer with a carton in the cart and "pay now" chosen, posting the confirm step. */
async function placeAndPay(t: Pages, headers: Record<string, string> = {}) {
  const customer = await customerWithCart(t.services, [CARTON], 'fr');
  await t.services.checkout.choosePayment(customer, 'pay_now');
  const { secret } = await t.services.accounts.sessions.create(customer, 'browser');
  return visitor(t.app, { sid: secret }).post(
    '/fr/checkout',
    { intent: 'place', key: newFormKey('checkout') },
    headers,
  );
}

/** The origins the page's CSP lets a form post (and its redirects) reach. */
function formActionOf(res: { headers: Record<string, string> }) {
  const directive = res.headers['content-security-policy']!.split(';').find((d) =>
    d.trim().startsWith('form-action'),
  );
  return directive!.trim().split(/\s+/).slice(1);
}

describe('pay now: the redirect to the payment page is one the browser follows', () => {
  describe('the sandbox, reached under another name than PUBLIC_URL', () => {
    let t: Pages;
    beforeAll(async () => {
      t = await createTestPages({ PUBLIC_URL: 'http://localhost:3000' });
      await seedDemoShop(t.services);
    });
    afterAll(() => t.close());

    it("goes to the sandbox's page on the host the visitor came by (form-action 'self')", async () => {
      const res = await placeAndPay(t, { Host: '127.0.0.1:3000' });
      expect(res.status).toBe(302);
      expect(res.headers.location).toMatch(/^\/[^/]/);
      expect(formActionOf(res)).toEqual(["'self'"]);
      const page = await visitor(t.app).get(res.headers.location!);
      expect(page.status).toBe(200);
    });
  });

  describe("Stripe's hosted checkout", () => {
    let fake: FakeStripe;
    let t: Pages;
    beforeAll(async () => {
      fake = await startFakeStripe();
      t = await createTestPages(
        {
          STRIPE_SECRET_KEY: 'sk_test_emballo',
          STRIPE_WEBHOOK_SECRET: 'whsec_test_0123456789abcdef',
          STRIPE_API_URL: fake.url,
        },
        { worker: false },
      );
      await seedDemoShop(t.services);
    });
    afterAll(async () => {
      await t.close();
      await fake.close();
    });

    it("redirects to Stripe's origin, which the page's policy names in form-action", async () => {
      const res = await placeAndPay(t);
      expect(res.status).toBe(302);
      const target = new URL(res.headers.location!);
      expect(target.origin).toBe('https://checkout.stripe.com');
      expect(formActionOf(res)).toContain(target.origin);
      const confirmPage = await visitor(t.app).get('/fr/login');
      expect(formActionOf(confirmPage)).toEqual(["'self'", 'https://checkout.stripe.com']);
    });
  });

  describe('the www twin of PUBLIC_URL', () => {
    let t: Pages;
    beforeAll(async () => {
      t = await createTestPages({ PUBLIC_URL: 'http://shop.example.test' });
    });
    afterAll(() => t.close());

    it('answers 301 to PUBLIC_URL with the same path, before any page or cookie', async () => {
      const res = await visitor(t.app).get('/fr/produits?page=2', { Host: 'www.shop.example.test' });
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe('http://shop.example.test/fr/produits?page=2');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect((await visitor(t.app).get('/fr/produits', { Host: 'shop.example.test' })).status).toBe(200);
    });
  });
});
