import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { confirmedUser, PASSWORD } from '../accounts/test-helpers';
import { type TestApp, type TestSmtp, useTestAppWithSmtp } from '../../test/harness';

let smtp: TestSmtp;
let t: TestApp;
useTestAppWithSmtp((started) => ({ t, smtp } = started));

async function customer() {
  const user = await confirmedUser(t.services, smtp);
  const login = await request(t.app).post('/api/auth/login').send({ email: user.email, password: PASSWORD });
  return { ...user, auth: { Authorization: `Bearer ${login.body.token as string}` } };
}

describe('notifications API', () => {
  it('401 without a session or token', async () => {
    expect((await request(t.app).get('/api/user/get_notifications?sort=desc')).status).toBe(401);
    expect(
      (await request(t.app).post('/api/user/read_notification').send({ notification_id: 1 })).status,
    ).toBe(401);
  });

  it('lists at data.data with the page fields, newest first for desc, oldest first for asc', async () => {
    const { userId, auth } = await customer();
    for (let i = 1; i <= 12; i++) {
      t.clock.advance(60_000);
      await t.services.notifications.create(userId, {
        texts: { en: { title: `Title ${i}`, body: `Body ${i}` } },
        url: `/orders`,
      });
    }
    const desc = await request(t.app).get('/api/user/get_notifications?sort=desc').set(auth);
    expect(desc.status).toBe(200);
    expect(desc.body.data).toMatchObject({
      current_page: 1,
      per_page: 10,
      total: 13,
      last_page: 2,
      unread_count: 13,
    });
    const list = desc.body.data.data as Record<string, unknown>[];
    expect(list).toHaveLength(10);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      title: 'Title 12',
      body: 'Body 12',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      date_label: expect.stringMatching(/^\d{4}\\\d{2}\\\d{2}$/),
      date_long: expect.any(String),
      read: 0,
      url: 'orders',
      lang: 'en',
    });
    const dates = list.map((n) => n.date as string);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page2 = await request(t.app).get('/api/user/get_notifications?sort=desc&page=2').set(auth);
    expect(page2.body.data.data).toHaveLength(3);
    // No language cookie, no Accept-Language: English.
    expect(page2.body.data.data[2].title).toBe('Welcome to Emballo!');
    const asc = await request(t.app).get('/api/user/get_notifications?sort=asc&per_page=2').set(auth);
    expect(asc.body.data.data.map((n: { title: string }) => n.title)).toEqual([
      'Welcome to Emballo!',
      'Title 1',
    ]);
    expect((await request(t.app).get('/api/user/get_notifications?sort=sideways').set(auth)).status).toBe(
      422,
    );
  });

  it('read_notification flips 0 to 1; another user id, an unknown or malformed id answer 404', async () => {
    const a = await customer();
    const b = await customer();
    const [mine] = (await request(t.app).get('/api/user/get_notifications').set(a.auth)).body.data.data;
    expect(mine.read).toBe(0);
    const foreign = await request(t.app)
      .post('/api/user/read_notification')
      .set(b.auth)
      .send({ notification_id: mine.id });
    expect(foreign.status).toBe(404);
    const res = await request(t.app)
      .post('/api/user/read_notification')
      .set(a.auth)
      .send({ notification_id: mine.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    const after = (await request(t.app).get('/api/user/get_notifications').set(a.auth)).body.data;
    expect(after.data[0].read).toBe(1);
    expect(after.unread_count).toBe(0);
    for (const notification_id of ['x', -1, 1.5, 99_999_999_999, 2_000_000_000]) {
      const bad = await request(t.app)
        .post('/api/user/read_notification')
        .set(a.auth)
        .send({ notification_id });
      expect(bad.status, String(notification_id)).toBe(404);
      expect(bad.body).toEqual({ message: 'Not found.' });
    }
    const missing = await request(t.app).post('/api/user/read_notification').set(a.auth).send({});
    expect(missing.status).toBe(422);
    expect(missing.body.errors.notification_id).toHaveLength(1);
  });

  it('read_all_notifications marks only the caller notifications', async () => {
    const a = await customer();
    const b = await customer();
    await request(t.app).post('/api/user/read_all_notifications').set(a.auth).send({});
    expect((await request(t.app).get('/api/user/get_notifications').set(a.auth)).body.data.unread_count).toBe(
      0,
    );
    expect((await request(t.app).get('/api/user/get_notifications').set(b.auth)).body.data.unread_count).toBe(
      1,
    );
  });

  it('the event stream pushes a new notification at once, to its owner only', async () => {
    const a = await customer();
    const server = http.createServer(t.app).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const port = (server.address() as AddressInfo).port;
    const received: string[] = [];
    const req = http.get(
      {
        port,
        host: '127.0.0.1',
        path: '/api/user/notifications/stream',
        headers: { ...a.auth, 'Accept-Encoding': 'gzip' },
      },
      (res) => {
        expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
        expect(res.headers['content-encoding']).toBeUndefined();
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => received.push(chunk));
      },
    );
    await new Promise((r) => setTimeout(r, 200));
    const other = await customer();
    await t.services.notifications.create(other.userId, {
      texts: { en: { title: 'Not yours', body: '-' } },
      url: '',
    });
    const started = Date.now();
    await t.services.notifications.create(a.userId, {
      texts: { en: { title: 'Live one', body: 'Pushed' } },
      url: 'orders',
    });
    while (!received.join('').includes('Live one') && Date.now() - started < 1000)
      await new Promise((r) => setTimeout(r, 20));
    req.destroy();
    server.close();
    const text = received.join('');
    expect(text).toContain('event: notification');
    expect(text).toContain('"title":"Live one"');
    expect(text).not.toContain('Not yours');
  });
});
