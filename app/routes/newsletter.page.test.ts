import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../server/test/captcha';
import { visitor } from '../../server/test/pages';
import {
  createDemoShopPages,
  decodeHtml,
  elementsWith,
  SHOP_URL,
  text,
  visibleText,
} from '../../server/test/public-site';
import { startSmtpServer } from '../../server/test/smtp';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: Awaited<ReturnType<typeof createDemoShopPages>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createDemoShopPages({ SMTP_URL: smtp.url });
}, 180_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const outcomeOf = (html: string) =>
  visibleText(elementsWith(html, 'data-testid', 'newsletter-outcome')[0] ?? '').trim();

describe('/:lang/newsletter/:step, the links of the newsletter mails', () => {
  it('a new address is confirmed from its mail; after unsubscribing it is told how to come back', async () => {
    const v = visitor(t.app, { ip: '10.3.0.1' });
    const email = 'lecteur@example.com';
    const subscribe = async () =>
      v.api('post', '/api/contact_requests/subscribe', {
        email,
        locale: 'fr',
        altcha: await solvedCaptcha(t.services),
      });
    const first = await subscribe();
    expect(first.body).toEqual({ success: true, message: text('fr', 'contact', 'newsletter.success') });

    const mail = await smtp.waitForMail(email);
    const confirm = new RegExp(`${SHOP_URL}(/\\S+/newsletter/confirm\\?token=[\\w-]+)`).exec(mail.text)![1]!;
    const unsubscribe = new RegExp(`${SHOP_URL}(/\\S+/newsletter/unsubscribe\\?token=[\\w-]+)`).exec(
      mail.text,
    )![1]!;
    const lang = confirm.split('/')[1] as 'fr';

    // A mail scanner following the link changes nothing: the page asks for a click.
    const page = await v.get(confirm);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(decodeHtml(page.text)).toContain(`>${text(lang, 'contact', 'newsletterPage.confirm')}</button>`);
    const token = new URL(confirm, SHOP_URL).searchParams.get('token')!;
    const confirmed = await v.post(confirm, { token, intent: 'confirm' });
    expect(outcomeOf(confirmed.text)).toBe(text(lang, 'contact', 'newsletterPage.outcome.confirmed'));

    const left = await v.post(unsubscribe, { token, intent: 'unsubscribe' });
    expect(outcomeOf(left.text)).toBe(text(lang, 'contact', 'newsletterPage.outcome.unsubscribed'));
    expect(decodeHtml(left.text)).toContain(text(lang, 'contact', 'newsletterPage.resubscribe'));

    // Subscribing again from the footer is refused with the way back.
    const again = await subscribe();
    expect(again.body).toEqual({
      success: false,
      message: text('fr', 'contact', 'newsletter.wasUnsubscribed'),
    });
  }, 60_000);

  it('a wrong token is told so, and an unknown step is not found', async () => {
    const v = visitor(t.app, { ip: '10.3.0.2' });
    const res = await v.post('/ar/newsletter/confirm?token=nope', { token: 'nope', intent: 'confirm' });
    expect(outcomeOf(res.text)).toBe(text('ar', 'contact', 'newsletterPage.outcome.invalid'));
    expect((await v.get('/ar/newsletter/elsewhere?token=nope')).status).toBe(404);
  });
});
