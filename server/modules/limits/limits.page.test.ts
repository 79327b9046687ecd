import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../../db/seed';
import { createTestPages, visitor } from '../../test/pages';
import { solvedCaptcha } from '../../test/captcha';
import { signupInput } from '../accounts/test-helpers';
import { newAdmin } from '../admin/test-helpers';
import { newCustomer } from '../cart/test-helpers';

const FORMS = 3;
/** The promo box's error line of a cart page. */
const promoError = (html: string) => /data-testid="promo-error"[^>]*>(.*?)<\/p>/.exec(html)?.[1];
let t: Awaited<ReturnType<typeof createTestPages>>;
beforeAll(async () => {
  t = await createTestPages({ RATE_LIMIT_FORMS: String(FORMS) }, { worker: false });
  await seedDemoShop(t.services);
});
afterAll(() => t.close());

describe('page forms past their bucket', () => {
  it("contact posts answer 429 in the page's language with Retry-After, and never the admin login", async () => {
    const ip = '10.40.0.1';
    const v = visitor(t.app, { ip });
    for (let i = 0; i < FORMS; i++)
      expect((await v.post('/fr/contactus', { intent: 'contact' })).status).toBe(422);
    const limited = await v.post('/fr/contactus', { intent: 'contact' });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.text).toContain(
      'Trop de demandes depuis votre connexion. Réessayez dans quelques minutes.',
    );
    // The demo form is a bucket of its own; so is the admin login.
    expect((await v.post('/fr/contactus', { intent: 'demo' })).status).toBe(422);
    const admin = await newAdmin(t.services);
    const login = await request(t.app)
      .post('/api/admin/login')
      .set('X-Forwarded-For', ip)
      .send({ email: admin.email, password: admin.password });
    expect(login.status).toBe(200);
  });

  it('too many promo attempts is its own message, not shown as an invalid code', async () => {
    const id = await newCustomer(t.services);
    const added = await t.services.cart.add(id, { type: 'service', service_id: 'site-e-commerce' });
    expect(added.ok).toBe(true);
    const { secret } = await t.services.accounts.sessions.create(id, 'browser');
    const v = visitor(t.app, { sid: secret, ip: '10.40.0.2' });
    for (let i = 0; i < FORMS + 2; i++)
      expect((await v.post('/en/cart', { intent: 'apply-code', code: 'WELCOME10' })).status).toBe(302);
    for (let i = 0; i < FORMS; i++) {
      const refused = await v.post('/en/cart', { intent: 'apply-code', code: `NOPE${i}` });
      expect(refused.status).toBe(422);
      expect(promoError(refused.text)).toMatch(/^<strong>Invalid Promo Code<\/strong> /);
    }
    const limited = await v.post('/en/cart', { intent: 'apply-code', code: 'WELCOME10' });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(promoError(limited.text)).toBe('Too many promo code attempts. Please try again later.');
  });

  it("confirm-email has a per-IP limit of its own, on top of each code's few guesses", async () => {
    const v = visitor(t.app, { ip: '10.40.0.3' });
    const input = signupInput();
    const fields = Object.fromEntries(Object.entries(input).map(([k, value]) => [k, String(value)]));
    const signup = await v.post('/en/signup', { ...fields, altcha: await solvedCaptcha(t.services) });
    expect(signup.status).toBe(302);
    const wrong = { digit: '000000'.split('') };
    for (let i = 0; i < FORMS; i++) expect((await v.post('/en/confirm-email', wrong)).status).toBe(422);
    const limited = await v.post('/en/confirm-email', wrong);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.text).toContain(
      'Too many requests from your connection. Please try again in a few minutes.',
    );
  });
});
