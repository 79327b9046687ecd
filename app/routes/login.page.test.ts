import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, PASSWORD } from '../../server/modules/accounts/test-helpers';
import { createTestPages, visitor } from '../../server/test/pages';
import { startSmtpServer } from '../../server/test/smtp';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: Awaited<ReturnType<typeof createTestPages>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestPages({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('/:lang/login', () => {
  it('is rendered right to left in Arabic, for this visitor only', async () => {
    const res = await visitor(t.app).get('/ar/login');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<html[^>]*\blang="ar"/);
    expect(res.text).toMatch(/<html[^>]*\bdir="rtl"/);
    expect(res.headers['cache-control']).toMatch(/private/);
    // Toasts at the top of the inline end: top-left in Arabic (ADR-0020).
    expect(res.text).toMatch(/<div class="[^"]*\bfixed end-4 top-4\b[^"]*"><div role="status"/);
  });

  it('signs in with the right password: a redirect home with a new session cookie', async () => {
    const { email } = await confirmedUser(t.services, smtp);
    const v = visitor(t.app, { ip: '10.1.0.1' });
    const res = await v.post('/fr/login', { email, password: PASSWORD });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/fr');
    expect(v.cookies.get('sid')).toMatch(/^[\w-]{20,}$/);
    const home = await v.get('/fr/account');
    expect(home.status).toBe(200);
    expect(home.text).toContain(email);
  });

  it('says why on a wrong password, without a session', async () => {
    const { email } = await confirmedUser(t.services, smtp);
    const v = visitor(t.app, { ip: '10.1.0.2' });
    const res = await v.post('/en/login', { email, password: 'not the password' });
    expect(res.status).toBe(401);
    expect(res.text).toContain('The e-mail address or the password is not correct.');
    expect(v.cookies.has('sid')).toBe(false);
  });
});
