import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { solvedCaptcha } from '../../test/captcha';
import { type TestApp, type TestSmtp, useTestAppWithSmtp } from '../../test/harness';

let smtp: TestSmtp;
let ctx: TestApp;
useTestAppWithSmtp((started) => ({ t: ctx, smtp } = started), {
  PUBLIC_URL: 'https://shop.example',
  RATE_LIMIT_FORMS: '50',
});

const subscribe = async (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  request(ctx.app).post('/api/contact_requests/subscribe').set(headers).send(body);

/** A subscription with the captcha solved, as the site's form sends it. */
const subscribeSolved = async (email: string, locale: string) =>
  subscribe({ email, locale, altcha: await solvedCaptcha(ctx.services) });

describe('POST /api/contact_requests/subscribe', () => {
  it('subscribes a new address: 200 {success: true, message}, a pending row and a double opt-in mail', async () => {
    const res = await subscribeSolved('Nadia@Example.com', 'fr');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Soumission confirmée !! Attendez nos dernières nouvelles sur votre email',
    });
    expect((await ctx.services.contact.getSubscriber('nadia@example.com'))?.status).toBe('pending');
    const mail = await smtp.waitForMail('nadia@example.com');
    expect(mail.text).toMatch(/https:\/\/shop\.example\/fr\/newsletter\/confirm\?token=[\w-]+/);
    expect(mail.text).toMatch(/https:\/\/shop\.example\/fr\/newsletter\/unsubscribe\?token=[\w-]+/);
    expect(JSON.stringify(mail.headers.get('list'))).toContain('/fr/newsletter/unsubscribe?token=');
  });

  it('answers the same success twice and creates no duplicate nor a second mail', async () => {
    const before = smtp.inbox.filter((m) => m.to.includes('twice@example.com')).length;
    for (let i = 0; i < 2; i++) {
      const res = await subscribeSolved('twice@example.com', 'en');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: 'Submission confirmed !! Expect our latest news in your inbox',
      });
    }
    await smtp.waitForMail('twice@example.com');
    expect(smtp.inbox.filter((m) => m.to.includes('twice@example.com')).length).toBe(before + 1);
    const rows = await ctx.services.db.execute(
      `select count(*)::int as n from newsletter_subscribers where email = 'twice@example.com'`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('tells an address that unsubscribed how to come back: 200 {success: false, message}', async () => {
    await subscribeSolved('gone@example.com', 'en');
    const row = await ctx.services.contact.getSubscriber('gone@example.com');
    expect(await ctx.services.contact.unsubscribe(row!.token)).toBe('unsubscribed');
    const res = await subscribeSolved('gone@example.com', 'en');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/unsubscribed.*Subscribe again/);
    expect((await ctx.services.contact.getSubscriber('gone@example.com'))?.status).toBe('unsubscribed');
  });

  it('refuses a missing or malformed address with 422 and errors.email as a list', async () => {
    for (const body of [{}, { email: '' }, { email: 'not-an-email' }, { email: 42 }]) {
      const res = await subscribe({ ...body, locale: 'fr' });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Veuillez ajouter une adresse e-mail valide');
      expect(res.body.errors.email).toEqual(['Veuillez ajouter une adresse e-mail valide']);
    }
  });

  it('refuses a missing, forged or replayed human check with the reCAPTCHA message', async () => {
    const missing = await subscribe({ email: 'bot@example.com', locale: 'en' });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      message: 'Please verify the reCAPTCHA!',
      errors: { altcha: ['Please verify the reCAPTCHA!'] },
    });
    expect((await subscribe({ email: 'bot@example.com', altcha: 'Zm9v' })).status).toBe(422);
    const payload = await solvedCaptcha(ctx.services);
    expect((await subscribe({ email: 'once@example.com', altcha: payload })).status).toBe(200);
    expect((await subscribe({ email: 'replay@example.com', altcha: payload })).status).toBe(422);
    expect(await ctx.services.contact.getSubscriber('bot@example.com')).toBeNull();
  });

  it('answers in the language of the i18next cookie when the body names none', async () => {
    const res = await subscribe({ email: '' }, { Cookie: 'i18next=ar' });
    expect(res.body.errors.email).toEqual(['يرجى إدخال عنوان بريد إلكتروني صالح']);
  });

  it('answers malformed JSON with 400 and a message, never 500', async () => {
    const res = await request(ctx.app)
      .post('/api/contact_requests/subscribe')
      .set('Content-Type', 'application/json')
      .send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
  });
});

describe('rate limit', () => {
  it('answers 429 {message} once an IP has used up its form budget', async () => {
    const limited = await createTestApp({ RATE_LIMIT_FORMS: '2' });
    try {
      const hit = () => request(limited.app).post('/api/contact_requests/subscribe').send({ email: '' });
      expect((await hit()).status).toBe(422);
      expect((await hit()).status).toBe(422);
      const res = await hit();
      expect(res.status).toBe(429);
      expect(res.body.message).toBeTruthy();
      expect(res.headers['retry-after']).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});
