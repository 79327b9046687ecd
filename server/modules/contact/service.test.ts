import { describe, expect, it } from 'vitest';
import { type TestApp, type TestSmtp, useTestAppWithSmtp } from '../../test/harness';

let smtp: TestSmtp;
let ctx: TestApp;
useTestAppWithSmtp(
  (started) => ({ t: ctx, smtp } = started),
  { PUBLIC_URL: 'https://shop.example', COMPANY_EMAIL: 'team@shop.example' },
  { seeded: true },
);

describe('contact requests', () => {
  it('stores a demo request under a random UUID and mails the visitor and the company', async () => {
    const result = await ctx.services.contact.createRequest({
      kind: 'demo',
      fullName: 'Youssef Alaoui',
      email: 'Youssef@Example.com',
      phone: '+212 600 00 00 00',
      serviceSlug: 'logiciel-gestion-stock',
      locale: 'fr',
    });
    expect(result.ok).toBe(true);
    const id = (result as { id: string }).id;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const visitor = await smtp.waitForMail('youssef@example.com');
    expect(visitor.subject).toContain('Demande de démo');
    expect(visitor.text).toContain(`https://shop.example/fr/contact_requests/${id}`);
    const notice = await smtp.waitForMail('team@shop.example', (m) => m.text.includes(id));
    expect(notice.text).toContain('Youssef Alaoui');
    expect(JSON.stringify(notice.headers.get('reply-to'))).toContain('youssef@example.com');
    const stored = await ctx.services.contact.getRequest(id, 'en');
    expect(stored).toMatchObject({
      kind: 'demo',
      email: 'youssef@example.com',
      serviceSlug: 'logiciel-gestion-stock',
    });
  });

  it('refuses an unknown service without storing anything', async () => {
    const result = await ctx.services.contact.createRequest({
      kind: 'demo',
      fullName: 'Nobody',
      email: 'nobody@example.com',
      serviceSlug: 'no-such-service',
      locale: 'en',
    });
    expect(result).toEqual({ ok: false, field: 'service' });
  });

  it('finds nothing for guessed, sequential or malformed ids', async () => {
    for (const id of ['1', '2', '00000000-0000-4000-8000-000000000000', 'x'.repeat(36), "1' or '1'='1"]) {
      expect(await ctx.services.contact.getRequest(id, 'en')).toBeNull();
    }
  });
});

describe('newsletter double opt-in', () => {
  it('confirms with the mailed token, unsubscribes, and re-subscribes with a fresh token', async () => {
    expect(await ctx.services.contact.subscribe('lina@example.com', 'ar')).toBe('subscribed');
    const row = await ctx.services.contact.getSubscriber('lina@example.com');
    expect(await ctx.services.contact.confirmSubscription(row!.token)).toBe('confirmed');
    expect((await ctx.services.contact.getSubscriber('lina@example.com'))?.status).toBe('confirmed');
    expect(await ctx.services.contact.subscribe('LINA@example.com', 'ar')).toBe('already');
    expect(await ctx.services.contact.unsubscribe(row!.token)).toBe('unsubscribed');
    // An old confirmation link does not bring an unsubscribed address back.
    expect(await ctx.services.contact.confirmSubscription(row!.token)).toBe('unsubscribed');
    expect(await ctx.services.contact.resubscribe(row!.token, 'ar')).toBe('pending');
    const again = await ctx.services.contact.getSubscriber('lina@example.com');
    expect(again?.status).toBe('pending');
    expect(again?.token).not.toBe(row!.token);
    expect(await ctx.services.contact.confirmSubscription('nope-nope-nope-nope')).toBeNull();
  });
});

describe("a customer's requests", () => {
  it('lists those sent while logged in or from their address, and no one else’s', async () => {
    const customer = { id: '3f0e2c1a-9b7d-4c5e-8a6f-1b2c3d4e5f60', email: 'Karim@Example.com' };
    await ctx.services.contact.createRequest({
      kind: 'support',
      fullName: 'Karim',
      email: 'other-address@example.com',
      subject: 'Logged in',
      message: 'Sent while logged in.',
      customerId: customer.id,
      locale: 'en',
    });
    await ctx.services.contact.createRequest({
      kind: 'sales',
      fullName: 'Karim',
      email: 'karim@example.com',
      subject: 'From my address',
      message: 'Sent before signing up.',
      locale: 'en',
    });
    await ctx.services.contact.createRequest({
      kind: 'sales',
      fullName: 'Someone else',
      email: 'someone@example.com',
      subject: 'Not Karim',
      message: 'Not his.',
      locale: 'en',
    });
    const mine = await ctx.services.contact.listRequestsOf(customer);
    expect(mine.map((r) => r.subject).sort()).toEqual(['From my address', 'Logged in']);
  });
});
