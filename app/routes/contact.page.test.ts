import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../server/test/captcha';
import { visitor } from '../../server/test/pages';
import {
  at,
  createDemoShopPages,
  decodeHtml,
  elementsWith,
  SHOP_URL,
  text,
  toastsOf,
  visibleText,
} from '../../server/test/public-site';
import { startSmtpServer } from '../../server/test/smtp';

const COMPANY_INBOX = 'team@shop.test';
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: Awaited<ReturnType<typeof createDemoShopPages>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createDemoShopPages({ SMTP_URL: smtp.url, COMPANY_EMAIL: COMPANY_INBOX });
}, 180_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The link of the visitor's mail to the stored request, once the company was told of it too. */
async function requestLinkMailed(email: string) {
  const mail = await smtp.waitForMail(email);
  const link = new RegExp(`${SHOP_URL}(/\\w+/contact_requests/[0-9a-f-]{36})`).exec(mail.text)![1]!;
  await smtp.waitForMail(COMPANY_INBOX, (m) => m.text.includes(link.slice(-36)));
  return { mail, path: link };
}

/** The stored request as its mailed link shows it to whoever has the link. */
async function requestShownAt(path: string) {
  return elementsWith((await visitor(t.app).get(path)).text, 'data-testid', 'contact-request')[0] ?? '';
}

describe('/:lang/contactus, posted as a browser without JavaScript does', () => {
  it('a contact request passes the human check, is stored, mailed and shown at its link', async () => {
    const v = visitor(t.app, { ip: '10.2.0.1' });
    const email = 'salma@example.com';
    const res = await v.post(at('ar', '/contactus'), {
      intent: 'contact',
      type: 'custom_plan',
      fullName: 'Salma Bennani',
      email,
      subject: 'Stockage de 40 palettes',
      message: 'Nous cherchons un stockage pour 40 palettes dès janvier.',
      altcha: await solvedCaptcha(t.services),
    });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/ar/contactus');
    // The next page shows the success toast, once.
    const next = await v.get(res.headers.location!);
    expect(toastsOf(next.text, 'success')).toEqual([text('ar', 'contact', 'added')]);
    expect(toastsOf((await v.get('/ar/contactus')).text, 'success')).toEqual([]);

    const { path } = await requestLinkMailed(email);
    const shown = visibleText(await requestShownAt(path));
    expect(shown).toContain('Stockage de 40 palettes');
    expect(shown).toContain(text('ar', 'contact', 'kinds.custom_plan'));
  }, 60_000);

  it('a demo request comes with its service chosen from the link, is stored, mailed and shown', async () => {
    const v = visitor(t.app, { ip: '10.2.0.2' });
    const form = (await v.get(at('fr', '/contactus?service=logiciel-gestion-stock'))).text;
    const select = /<select[^>]*name="service"[\s\S]*?<\/select>/.exec(form)![0];
    expect(select).toMatch(/<option value="logiciel-gestion-stock" selected="">/);
    const email = 'omar@example.com';
    const res = await v.post(at('fr', '/contactus'), {
      intent: 'demo',
      fullName: 'Omar Tazi',
      phone: '+212 661 23 45 67',
      email,
      service: 'logiciel-gestion-stock',
      altcha: await solvedCaptcha(t.services),
    });
    expect(res.status).toBe(302);
    const { path } = await requestLinkMailed(email);
    const shown = await requestShownAt(path);
    expect(visibleText(shown)).toContain('Omar Tazi');
    expect(shown).toMatch(/<a[^>]*href="\/fr\/produits\/logiciel-gestion-stock"/);
  }, 60_000);

  it('wrong fields get their messages next to them, and the typed values stay', async () => {
    const v = visitor(t.app, { ip: '10.2.0.3' });
    const res = await v.post(at('en', '/contactus'), {
      intent: 'contact',
      type: 'sales',
      fullName: 'Salma',
      email: 'not-an-email',
      subject: '',
      message: 'short',
      altcha: await solvedCaptcha(t.services),
    });
    expect(res.status).toBe(422);
    const html = decodeHtml(res.text);
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="email"[^>]*value="not-an-email"/);
    expect(html).toContain(text('en', 'contact', 'errors.emailInvalid'));
    expect(html).toContain(text('en', 'contact', 'errors.messageTooShort'));
    expect(html).toMatch(/<input[^>]*name="fullName"[^>]*value="Salma"/);
  });

  it('a request posted without the human check is refused with its message', async () => {
    const v = visitor(t.app, { ip: '10.2.0.4' });
    const res = await v.post(at('ar', '/contactus'), {
      intent: 'demo',
      fullName: 'Robot',
      phone: '+212 600 00 00 00',
      email: 'robot@example.com',
      service: 'papier-bulle',
    });
    expect(res.status).toBe(422);
    expect(decodeHtml(res.text)).toContain(text('ar', 'common', 'humanCheck.required'));
  });

  it('script payloads typed into a form come back as text, never as markup, on the page and in the mail', async () => {
    const XSS = '<script>window.__xss=1</script><img src=x onerror="window.__xss=1">';
    const v = visitor(t.app, { ip: '10.2.0.5' });
    const email = 'xss@example.com';
    const res = await v.post(at('fr', '/contactus'), {
      intent: 'contact',
      type: 'support',
      fullName: XSS,
      email,
      subject: XSS,
      message: `Hello ${XSS}`,
      altcha: await solvedCaptcha(t.services),
    });
    expect(res.status).toBe(302);
    const { mail, path } = await requestLinkMailed(email);
    expect(mail.html).not.toContain('<script>window.__xss');
    expect(mail.html).not.toContain('<img src=x');
    const shown = await requestShownAt(path);
    expect(visibleText(shown)).toContain('<script>window.__xss=1</script>');
    expect(shown).not.toMatch(/<script|<img src="?x/);
  }, 60_000);
});
