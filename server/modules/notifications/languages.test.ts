import http from 'node:http';
import { isolate } from '../../../common/i18n/bidi';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationItem } from '../../../common/notifications/types';
import { createTestApp, TEST_START } from '../../test/app';
import { connectionUrlOf, rowsOf } from '../../test/database';
import { startSmtpServer } from '../../test/smtp';
import { confirmedUser } from '../accounts/test-helpers';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let server: http.Server;
let port: number;

// Dubai is UTC+4 all year: 23:30 UTC there is already 03:30 the next day.
const TIME_ZONE = 'Asia/Dubai';
// A year ahead, so it is the newest of the list.
const LATE_EVENING_UTC = new Date('2027-03-14T23:30:00Z');

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, TIME_ZONE });
  server = http.createServer(t.app).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await t.close();
  await smtp.close();
});

async function customer() {
  const user = await confirmedUser(t.services, smtp);
  return { ...user, cookie: `sid=${user.sid}` };
}

/** GET /api/user/get_notifications with the given headers; the newest item first. */
async function newest(headers: Record<string, string>, query = '') {
  const res = await request(t.app).get(`/api/user/get_notifications?sort=desc${query}`).set(headers);
  expect(res.status).toBe(200);
  return res.body.data.data[0] as NotificationItem;
}

/** An open /api/user/notifications/stream with its events; resolves once the server listens for us. */
async function openStream(headers: Record<string, string>, query = '') {
  const events: NotificationItem[] = [];
  let buffer = '';
  const req = http.get({ port, host: '127.0.0.1', path: `/api/user/notifications/stream${query}`, headers });
  await new Promise<void>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      expect(res.statusCode).toBe(200);
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block);
          if (/^event: notification$/m.test(block) && data)
            events.push(JSON.parse(data[1]!) as NotificationItem);
        }
      });
      resolve();
    });
  });
  return {
    events,
    async next(predicate: (item: NotificationItem) => boolean, ms = 3000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = events.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) return null;
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    close: () => req.destroy(),
  };
}

describe('notifications in the reader’s language', () => {
  it('the same welcome reads in French by cookie and in Arabic by Accept-Language; the cookie wins, ?lang= first', async () => {
    const a = await customer();
    const fr = await newest({ Cookie: `${a.cookie}; i18next=fr` });
    expect(fr).toMatchObject({
      title: 'Bienvenue chez Emballo !',
      body: 'Salma, votre compte est prêt. Complétez votre profil dans votre espace client.',
      lang: 'fr',
      url: 'account',
    });
    const ar = await newest({ Cookie: a.cookie, 'Accept-Language': 'ar-MA,ar;q=0.9,fr;q=0.5' });
    expect(ar).toMatchObject({
      id: fr.id,
      title: `مرحبًا بك في ${isolate('Emballo')}!`,
      body: `${isolate('Salma')}، حسابك جاهز. أكمل ملفك الشخصي في مساحة حسابك.`,
      lang: 'ar',
    });
    expect((await newest({ Cookie: `${a.cookie}; i18next=ar`, 'Accept-Language': 'fr' })).lang).toBe('ar');
    expect((await newest({ Cookie: `${a.cookie}; i18next=ar` }, '&lang=en')).title).toBe(
      'Welcome to Emballo!',
    );
    // Bearer clients choose by Accept-Language.
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: a.email, password: 'correct horse battery staple' });
    expect(
      (await newest({ Authorization: `Bearer ${login.body.token as string}`, 'Accept-Language': 'ar' }))
        .title,
    ).toBe(`مرحبًا بك في ${isolate('Emballo')}!`);
  });

  it('a hand-written message shows the reader’s language, else its fallback language (marked in lang)', async () => {
    const a = await customer();
    await t.services.notifications.create(a.userId, {
      texts: {
        fr: { title: 'Entrepôt fermé le 1er mai', body: 'Retraits possibles le 2 mai.' },
        ar: { title: 'المستودع مغلق في فاتح ماي', body: 'يمكن السحب يوم 2 ماي.' },
      },
      fallback: 'fr',
      url: '/storage',
    });
    expect(await newest({ Cookie: `${a.cookie}; i18next=ar` })).toMatchObject({
      title: 'المستودع مغلق في فاتح ماي',
      lang: 'ar',
      url: 'storage',
    });
    expect(await newest({ Cookie: `${a.cookie}; i18next=en` })).toMatchObject({
      title: 'Entrepôt fermé le 1er mai',
      body: 'Retraits possibles le 2 mai.',
      lang: 'fr',
    });
    await expect(
      t.services.notifications.create(a.userId, { texts: { en: { title: 'x', body: '' } }, fallback: 'fr' }),
    ).rejects.toThrow(/fallback/);
    await expect(t.services.notifications.create(a.userId, { texts: {} })).rejects.toThrow(/fallback/);
  });

  it('carries date labels made on the server in the shop’s zone: 23:30 UTC is already the next day in Dubai', async () => {
    const a = await customer();
    t.clock.set(LATE_EVENING_UTC);
    const { id } = await t.services.notifications.create(a.userId, {
      key: 'welcome',
      params: { name: 'Salma' },
      url: 'account',
    });
    t.clock.set(new Date(TEST_START)); // the session would be idle for a year
    const fr = await newest({ Cookie: `${a.cookie}; i18next=fr` });
    expect(fr).toMatchObject({
      id,
      date: '2027-03-14T23:30:00.000Z',
      date_label: '2027\\03\\15',
      date_long: '15 mars 2027 à 03:30',
    });
    const ar = await newest({ Cookie: `${a.cookie}; i18next=ar` });
    expect(ar).toMatchObject({ date_label: '2027\\03\\15', date_long: '15 مارس 2027 في 03:30' });
    // The detail page's read: the same labels.
    expect(await t.services.notifications.get(a.userId, id, 'en')).toMatchObject({
      title: 'Welcome to Emballo!',
      date_label: '2027\\03\\15',
      date_long: '15 March 2027 at 03:30',
    });
  });

  it('the stream pushes one notification to a French and an Arabic reader, each in their language', async () => {
    const a = await customer();
    const frStream = await openStream({ Cookie: `${a.cookie}; i18next=fr` });
    const arStream = await openStream({ Cookie: a.cookie, 'Accept-Language': 'ar' });
    const byLang = await openStream({ Cookie: `${a.cookie}; i18next=fr` }, '?lang=en');
    try {
      const started = Date.now();
      const { id } = await t.services.notifications.create(a.userId, {
        key: 'welcome',
        params: { name: 'Yasmine' },
        url: 'account',
      });
      const fr = await frStream.next((n) => n.id === id);
      const ar = await arStream.next((n) => n.id === id);
      const en = await byLang.next((n) => n.id === id);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(fr).toMatchObject({ title: 'Bienvenue chez Emballo !', lang: 'fr', read: 0 });
      expect(fr!.body).toMatch(/^Yasmine, votre compte/);
      expect(fr!.date_label).toMatch(/^\d{4}\\\d{2}\\\d{2}$/);
      expect(ar).toMatchObject({ title: `مرحبًا بك في ${isolate('Emballo')}!`, lang: 'ar' });
      expect(ar!.date_long).toMatch(/\d{4}/);
      expect(en).toMatchObject({ title: 'Welcome to Emballo!' });
    } finally {
      frStream.close();
      arStream.close();
      byLang.close();
    }
  });

  it('a row inserted outside the service, by another connection, reaches the open stream', async () => {
    const a = await customer();
    const stream = await openStream({ Cookie: `${a.cookie}; i18next=ar` });
    const url = await connectionUrlOf(t.database);
    const insert = `insert into notifications (user_id, message_key, message_params, url, created_at)
      values ($1, 'welcome', '{"name":"Nadia"}', 'account', now()) returning id`;
    try {
      let id: number;
      if (url) {
        // PostgreSQL: a connection of its own, as another process would have.
        const other = new pg.Client({ connectionString: url });
        await other.connect();
        id = (await other.query<{ id: number }>(insert, [a.userId])).rows[0]!.id;
        await other.end();
      } else {
        // PGlite has one connection: plain SQL, past the service.
        const [row] = rowsOf<{ id: number }>(
          await t.database.db.execute(
            sql`insert into notifications (user_id, message_key, message_params, url, created_at)
                values (${a.userId}, 'welcome', '{"name":"Nadia"}', 'account', now()) returning id`,
          ),
        );
        id = row!.id;
      }
      const item = await stream.next((n) => n.id === id);
      expect(item).toMatchObject({ title: `مرحبًا بك في ${isolate('Emballo')}!`, lang: 'ar' });
      expect(item!.body).toMatch(/^\u2068Nadia\u2069،/);
    } finally {
      stream.close();
    }
  });

  it('a notification written in a transaction that rolls back is never announced', async () => {
    const a = await customer();
    const stream = await openStream({ Cookie: `${a.cookie}; i18next=en` });
    try {
      await t.services.db
        .transaction(async (tx) => {
          await t.services.notifications.create(
            a.userId,
            { texts: { en: { title: 'Never sent', body: '-' } } },
            { tx },
          );
          throw new Error('the change failed');
        })
        .catch(() => {});
      await t.services.db.transaction(async (tx) => {
        await t.services.notifications.create(
          a.userId,
          { texts: { en: { title: 'Committed', body: '-' } } },
          { tx },
        );
      });
      expect(await stream.next((n) => n.title === 'Committed')).not.toBeNull();
      expect(stream.events.map((n) => n.title)).toEqual(['Committed']);
      const all = (await t.services.notifications.list(a.userId, 'en')).data.map((n) => n.title);
      expect(all).not.toContain('Never sent');
    } finally {
      stream.close();
    }
  });
});
