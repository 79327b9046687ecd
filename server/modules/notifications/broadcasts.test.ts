import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { startSmtpServer } from '../../test/smtp';
import { users } from '../accounts/schema';
import { auditLog } from '../audit/schema';
import { adminLogin, newAdmin } from '../admin/test-helpers';
import { jobs } from '../jobs/schema';
import { BROADCAST_JOB } from './broadcasts';
import { notificationBroadcasts, notifications } from './schema';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: Awaited<ReturnType<typeof createTestApp>>;

// The test plays the worker itself, so it can retry and race the fan-out's batches.
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp(
    { SMTP_URL: smtp.url, RATE_LIMIT_FORMS: '1000', RATE_LIMIT_API: '100000' },
    { worker: false },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function customer() {
  const signup = t.services.accounts.signup(
    {
      firstName: 'Amal',
      lastName: 'Idrissi',
      email: `amal.${Math.random().toString(36).slice(2, 9)}@example.test`,
      phone: '',
      country: 'MA',
      gender: 'female',
      password: 'correct horse battery staple',
      company: '',
      region: '',
      job: '',
    },
    'fr',
  );
  const { userId } = await signup;
  await t.services.db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.id, userId));
  return userId;
}

const texts = {
  title_fr: 'Nouveaux cartons',
  body_fr: 'Découvrez nos cartons renforcés.',
  title_en: 'New boxes',
  body_en: 'Discover our reinforced boxes.',
  title_ar: 'علب جديدة',
  body_ar: 'اكتشف علبنا المعزّزة.',
};

const notificationsOf = async (userId: string) =>
  (await t.services.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)))[0]!
    .n;

describe('a notification sent to every customer', () => {
  it('fans out in batches through the outbox, once per recipient under retries and races, with progress', async () => {
    const recipients: string[] = [];
    for (let i = 0; i < 7; i++) recipients.push(await customer());
    const disabled = await customer();
    await t.services.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, disabled));
    const admin = await newAdmin(t.services);
    const session = await adminLogin(t.app, admin, '10.40.0.1');
    const send = () =>
      request(t.app)
        .post('/api/admin/notifications')
        .set(session.headers)
        .send({ audience: 'all', ...texts });

    expect((await send()).status).toBe(403);
    await request(t.app)
      .post('/api/admin/reauthenticate')
      .set(session.headers)
      .send({ password: admin.password });
    const sent = await send();
    expect(sent.status).toBe(201);
    const id = sent.body.data.id as number;
    const expected = (
      await t.services.db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, 'customer'), isNotNull(users.emailVerifiedAt), isNull(users.disabledAt)))
    )[0]!.n;
    expect(expected).toBeGreaterThanOrEqual(7);
    expect(sent.body.data).toMatchObject({ total: expected, sent: 0, status: 'sending' });
    // The first batch's job was written with the broadcast.
    expect(
      await t.services.db
        .select()
        .from(jobs)
        .where(eq(jobs.uniqueKey, `${BROADCAST_JOB}:${id}:0`)),
    ).toHaveLength(1);

    // Batches of 2, three at once, then each again as a retried job would: never twice to anyone.
    const delivered = await Promise.all([1, 2, 3].map(() => t.services.broadcasts.deliverBatch(id, 2)));
    expect(delivered.reduce((a, b) => a + b, 0)).toBe(Math.min(6, expected));
    const progress = await request(t.app).get(`/api/admin/notifications/${id}`).set(session.headers);
    expect(progress.body.data).toMatchObject({ sent: Math.min(6, expected), total: expected });

    // The queued jobs (and a retry of the first) finish the rest.
    await t.services.jobs.drain();
    expect(await t.services.broadcasts.deliverBatch(id)).toBe(0);
    const [row] = await t.services.db
      .select()
      .from(notificationBroadcasts)
      .where(eq(notificationBroadcasts.id, id));
    expect(row).toMatchObject({ sent: expected, total: expected, status: 'done' });
    for (const userId of recipients) expect(await notificationsOf(userId)).toBe(1);
    expect(await notificationsOf(disabled)).toBe(0);
    expect(await notificationsOf(admin.id)).toBe(0);

    // Each reads it in their language.
    const ar = await t.services.notifications.list(recipients[0]!, 'ar');
    expect(ar.data[0]).toMatchObject({ title: 'علب جديدة', body: 'اكتشف علبنا المعزّزة.', lang: 'ar' });
    expect((await t.services.notifications.list(recipients[0]!, 'fr')).data[0]!.title).toBe(
      'Nouveaux cartons',
    );

    const audit = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'notification.sent'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      entityId: String(id),
      after: { audience: 'all', total: expected },
    });
  });
});

describe('a notification sent to one customer', () => {
  it('reaches them only; an unknown or malformed recipient is refused in the reader’s language', async () => {
    const one = await customer();
    const other = await customer();
    const admin = await newAdmin(t.services);
    const session = await adminLogin(t.app, admin, '10.40.0.2');
    await request(t.app)
      .post('/api/admin/reauthenticate')
      .set(session.headers)
      .send({ password: admin.password });
    const send = (body: object) =>
      request(t.app)
        .post('/api/admin/notifications?lang=fr')
        .set(session.headers)
        .send({ ...texts, ...body });

    const res = await send({ audience: 'one', user_id: one });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ total: 1, audience: 'one' });
    await Promise.all([t.services.jobs.drain(), t.services.jobs.drain()]);
    expect(await notificationsOf(one)).toBe(1);
    expect(await notificationsOf(other)).toBe(0);

    for (const user_id of ['99999999-9999-4999-8999-999999999999', '999999999']) {
      const refused = await send({ audience: 'one', user_id });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.user_id).toEqual(['Aucun compte ne correspond à cet identifiant.']);
    }
    const missing = await send({ audience: 'one', title_ar: '' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toMatchObject({
      title_ar: ['Ce champ est obligatoire.'],
      user_id: expect.any(Array),
    });
    expect((await request(t.app).get('/api/admin/notifications/999999999').set(session.headers)).status).toBe(
      404,
    );
    expect((await request(t.app).get('/api/admin/notifications/abc').set(session.headers)).status).toBe(404);
    const list = await request(t.app).get('/api/admin/notifications?per_page=1').set(session.headers);
    expect(list.body.data).toMatchObject({ per_page: 1, current_page: 1 });
    expect(list.body.data.total).toBeGreaterThanOrEqual(1);
  });
});
