import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_COOKIE, XSRF_FIELD } from '../../common/http/cookies';
import { seedDemoShop } from '../db/seed';
import { customerWithCart } from '../modules/orders/test-helpers';
import { createTestPages, visitor } from '../test/pages';
import { expectRefusedWhileSending, sendStreamed, type StreamedRequest } from '../test/streamed-body';

/**
 * The page tier under hostile requests (issue 24): bodies past their limit, uploads to an order
 * that is not the sender's, NUL bytes in the address and in a form.
 */
let t: Awaited<ReturnType<typeof createTestPages>>;
beforeAll(async () => {
  t = await createTestPages({ RATE_LIMIT_FORMS: '100000' }, { worker: false });
  await seedDemoShop(t.services);
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
/** A 64 MB sign-in form posted to that page. */
const hugeLoginForm = (path: string, more: Partial<StreamedRequest> = {}) =>
  sendStreamed(t.app, { path, headers: form, head: 'email=', fillerBytes: 64 * MB, ...more });

async function placedOrder() {
  const customerId = await customerWithCart(t.services, [{ service: 'stockage-climatise' }]);
  const { order } = await t.services.orders.placeOrder({
    customerId,
    locale: 'en',
    paymentMode: 'pay_later',
    notes: null,
    links: [],
    idempotencyKey: randomUUID(),
  });
  const { secret } = await t.services.accounts.sessions.create(customerId, 'browser');
  return { customerId, orderId: order.id, sid: secret };
}

const incoming = async () => readdir(t.services.attachments.incomingDir).catch(() => [] as string[]);

describe('a page form past its limit (ADR-0016)', () => {
  it('a declared 64 MB login form: 413, a page in the visitor’s language, before the body is sent', async () => {
    const res = await hugeLoginForm('/en/login', { declareLength: true });
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toMatch(/<html lang="en" dir="ltr">/);
    expect(res.text).toContain('<h1>What you sent is too large</h1>');
    expect(res.text).toContain('(128 kB at most)');
    expectRefusedWhileSending(res);
  });

  it('a chunked one (no Content-Length) is cut at the limit while it streams, in Arabic right to left', async () => {
    const res = await hugeLoginForm('/ar/login');
    expect(res.status).toBe(413);
    expect(res.text).toMatch(/<html lang="ar" dir="rtl">/);
    expectRefusedWhileSending(res);
  });

  it('a multipart post to a page that takes no files is read no further than a form', async () => {
    const boundary = 'hostile-boundary';
    const res = await sendStreamed(t.app, {
      path: '/en/login',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      head: `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\n`,
      fillerBytes: 64 * MB,
      tail: `\r\n--${boundary}--\r\n`,
    });
    expect(res.status).toBe(413);
    expectRefusedWhileSending(res);
  });
});

describe('an upload to an order page', () => {
  const boundary = 'upload-boundary';
  const upload = (path: string, cookie: string, seen: string[][]) =>
    sendStreamed(t.app, {
      path,
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Cookie: cookie },
      head: `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="plan.txt"\r\nContent-Type: text/plain\r\n\r\n`,
      fillerBytes: 2 * MB,
      tail: `\r\n--${boundary}--\r\n`,
      // Halfway, what is on disk: a file being received would be there.
      pauseAfter: {
        bytes: MB,
        then: async () => {
          await new Promise((r) => setTimeout(r, 300));
          seen.push(await incoming());
        },
      },
    });

  it('with a session cookie that opens no session: nothing written to disk, sent to the login page', async () => {
    const { orderId } = await placedOrder();
    const seen: string[][] = [];
    const res = await upload(`/en/order/${orderId}`, `sid=not-a-session; ${XSRF_COOKIE}=x`, seen);
    expect(res.status).toBe(302);
    expect(res.headers.location).toMatch(/^\/en\/login/);
    expect(seen.flat()).toEqual([]);
  });

  it('to another customer’s order: nothing written to disk, 404', async () => {
    const { orderId } = await placedOrder();
    const stranger = await placedOrder();
    const seen: string[][] = [];
    const res = await upload(`/en/order/${orderId}`, `sid=${stranger.sid}; ${XSRF_COOKIE}=x`, seen);
    expect(res.status).toBe(404);
    expect(seen.flat()).toEqual([]);
  });

  it('to the customer’s own order: received and stored as before', async () => {
    const { orderId, sid } = await placedOrder();
    const v = visitor(t.app, { sid });
    await v.get(`/en/order/${orderId}`);
    const token = v.cookies.get(XSRF_COOKIE)!;
    const res = await sendStreamed(t.app, {
      path: `/en/order/${orderId}`,
      headers: {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        Cookie: `sid=${sid}; ${XSRF_COOKIE}=${token}`,
      },
      head: `--${boundary}\r\nContent-Disposition: form-data; name="${XSRF_FIELD}"\r\n\r\n${token}\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="plan.txt"\r\nContent-Type: text/plain\r\n\r\n`,
      fillerBytes: 1024,
      tail: `\r\n--${boundary}--\r\n`,
    });
    expect(res.status).toBe(302);
    expect((await t.services.attachments.list({ ownerKind: 'order', ownerId: orderId })).length).toBe(1);
  });
});

describe('unreadable input: a NUL byte, a broken form', () => {
  it.each([
    ['/en/search-result?q=%00', 400],
    ['/en/search-result?q=a%00b', 400],
    ['/en/produits/%00', 404],
    ['/en/blog/%00', 404],
    ['/en/blog/a%00b?x=1', 404],
  ])('in the address %s answers %i, a page in the visitor’s language', async (path, status) => {
    const res = await visitor(t.app).get(path);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toMatch(/<html lang="en"/);
  });

  it('a form body that cannot be read answers 400, not 500', async () => {
    const res = await visitor(t.app).get('/en/login');
    expect(res.status).toBe(200);
    const broken = await sendStreamed(t.app, {
      path: '/en/login',
      headers: { 'Content-Type': 'multipart/form-data; boundary=nowhere' },
      head: 'not a multipart body at all',
      fillerBytes: 0,
      declareLength: true,
    });
    expect(broken.status).toBe(400);
  });

  it('in a form field answers 400, not a database error', async () => {
    const res = await visitor(t.app).post('/en/login', { email: 'a\u0000@example.test', password: 'x' });
    expect(res.status).toBe(400);
  });
});
