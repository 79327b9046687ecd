import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import * as samples from '../../test/sample-files';
import { customerWithToken } from '../cart/test-helpers';
import { users } from '../accounts/schema';
import { contactRequests } from './schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // These tests read the disk layout (ADR-0302/0702): the disk driver, on PostgreSQL too;
  // the shared store has its own tests (server/modules/files).
  t = await createTestApp({ ATTACHMENTS_MAX_FILES: '3', FILE_STORE: 'disk' }, { worker: false });
});
afterAll(() => t.close());

type Auth = Record<string, string>;
const api = () => request(t.app);
const ADMIN = '00000000-0000-4000-8000-000000000001';
const body = { type: 'support', subject: 'Crushed boxes', comments: 'Three arrived crushed.' };
const file = (auth: Auth, extra: object = {}, lang = 'en') =>
  api()
    .post('/api/requests')
    .set({ ...auth, 'Accept-Language': lang })
    .send({ ...body, ...extra });
const stored = async () => {
  const root = join(t.services.config.dataDir, 'private', 'attachments');
  const prefixes = (await readdir(root).catch(() => [] as string[])).filter((p) => /^[0-9a-f]{2}$/.test(p));
  return (await Promise.all(prefixes.map((p) => readdir(join(root, p))))).flat();
};

describe('POST /api/requests', () => {
  it('files a request (201) with the spec message, in the reader’s language', async () => {
    const { auth } = await customerWithToken(t.services);
    const res = await file(auth, { links: ['https://example.com/a'], notes: 'Tuesday' }, 'fr');
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Votre demande a été envoyée pour approbation par l'administrateur");
    expect(res.body.data).toMatchObject({
      type: 'support',
      subject: 'Crushed boxes',
      status: 'pending',
      status_label: 'En attente',
      links: ['https://example.com/a'],
      notes: 'Tuesday',
      thread: [],
    });
    expect(res.body.data.answer_expected.label).toMatch(/\d{4}/);
    const en = await file(auth);
    expect(en.body.message).toBe('Your Request was Sent For Admin Aproval');
  });

  it('answers 422 with errors for a missing subject, a bad type or link, and stores nothing', async () => {
    const { auth } = await customerWithToken(t.services);
    const before = await t.services.db.$count(contactRequests);
    const res = await api().post('/api/requests').set(auth).send({ type: 'support', comments: 'x' });
    expect(res.status).toBe(422);
    expect(res.body.errors.subject).toEqual(['Please enter a subject.']);
    const bad = await file(auth, { type: 'demo', links: ['javascript:alert(1)'], price: 1 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['links.0', 'price', 'type']);
    expect(await t.services.db.$count(contactRequests)).toBe(before);
  });

  it('needs a session (401)', async () => {
    expect((await api().post('/api/requests').send(body)).status).toBe(401);
    expect((await api().get('/api/requests')).status).toBe(401);
    expect((await api().get('/api/requests/abc')).status).toBe(401);
  });
});

describe('GET /api/requests', () => {
  it('lists the customer’s own requests, paginated, filtered by status, type and subject', async () => {
    const { auth } = await customerWithToken(t.services);
    const other = await customerWithToken(t.services);
    await file(other.auth, { subject: 'Not mine' });
    // Newest first: the clock moves between them.
    await file(auth, { subject: 'First printer question', type: 'sales' });
    t.clock.advance(60_000);
    const second = await file(auth, { subject: 'Second box question' });
    t.clock.advance(60_000);
    await file(auth, { subject: 'Third one', type: 'custom_plan' });
    await t.services.requests.desk.approve(second.body.data.id, ADMIN);
    const all = await api().get('/api/requests?per_page=2').set(auth);
    expect(all.body.data).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(all.body.data.data.map((r: { subject: string }) => r.subject)).toEqual([
      'Third one',
      'Second box question',
    ]);
    expect(Object.keys(all.body.data.data[0]).sort()).toEqual(
      [
        'created_at',
        'created_at_label',
        'id',
        'status',
        'status_label',
        'subject',
        'type',
        'type_label',
      ].sort(),
    );
    const subjects = async (query: string) =>
      (await api().get(`/api/requests?${query}`).set(auth)).body.data.data.map(
        (r: { subject: string }) => r.subject,
      );
    expect(await subjects('status=approved')).toEqual(['Second box question']);
    expect(await subjects('type=sales')).toEqual(['First printer question']);
    expect(await subjects('q=QUESTION')).toEqual(['Second box question', 'First printer question']);
    expect(await subjects('q=%25')).toEqual([]);
  });

  it('includes earlier visitor requests sent from the customer’s confirmed address', async () => {
    const { id, auth } = await customerWithToken(t.services);
    const [user] = await t.services.db.query.users.findMany({ where: (u, { eq }) => eq(u.id, id) });
    await t.services.contact.createRequest({
      kind: 'sales',
      fullName: 'Visitor',
      email: user!.email.toUpperCase(),
      subject: 'Sent before signing up',
      locale: 'en',
    });
    const res = await api().get('/api/requests').set(auth);
    expect(res.body.data.data.map((r: { subject: string }) => r.subject)).toEqual(['Sent before signing up']);
  });

  it('does not give an unconfirmed account the visitor requests of its address', async () => {
    const { id, auth } = await customerWithToken(t.services);
    await t.services.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, id));
    const [user] = await t.services.db.select().from(users).where(eq(users.id, id));
    const { id: requestId } = (await t.services.contact.createRequest({
      kind: 'support',
      fullName: 'Someone else',
      email: user!.email,
      subject: 'Not yours until confirmed',
      locale: 'en',
    })) as { id: string };
    // Checked at the service: an unconfirmed account's session does not reach the API at all.
    expect((await t.services.requests.list(id)).total).toBe(0);
    expect(await t.services.requests.get(id, requestId)).toBeNull();
    expect((await api().get('/api/requests').set(auth)).status).toBe(401);
  });
});

describe('a request, its comments and files: ownership', () => {
  it('answers 404 for another customer’s id, an unknown id and a malformed one', async () => {
    const owner = await customerWithToken(t.services);
    const stranger = await customerWithToken(t.services);
    const { id } = (await file(owner.auth)).body.data;
    const upload = await api()
      .post(`/api/requests/${id}/files`)
      .set(owner.auth)
      .attach('files', samples.pdf(), 'quote.pdf');
    expect(upload.status).toBe(201);
    const fileId = upload.body.data[0].id;
    for (const bad of [id, '999999999', 'abc', '5f0c2b8e-1111-4111-8111-111111111111']) {
      expect((await api().get(`/api/requests/${bad}`).set(stranger.auth)).status).toBe(404);
      expect(
        (await api().post(`/api/requests/${bad}/comments`).set(stranger.auth).send({ body: 'hi' })).status,
      ).toBe(404);
      const up = await api()
        .post(`/api/requests/${bad}/files`)
        .set(stranger.auth)
        .attach('files', samples.text(), 'a.txt');
      expect(up.status).toBe(404);
      expect((await api().get(`/api/requests/${bad}/files/${fileId}`).set(stranger.auth)).status).toBe(404);
    }
    expect((await api().get(`/api/requests/${id}/files/abc`).set(owner.auth)).status).toBe(404);
    const download = await api().get(`/api/requests/${id}/files/${fileId}`).set(owner.auth);
    expect(download.status).toBe(200);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('takes the customer’s reply (201) and shows the public thread without internal notes', async () => {
    const { auth } = await customerWithToken(t.services);
    const { id } = (await file(auth)).body.data;
    await t.services.requests.desk.addInternalNote({ id, adminId: ADMIN, body: 'INTERNAL: refund them' });
    await t.services.requests.desk.reply({
      id,
      adminId: ADMIN,
      body: 'Could you send a photo?',
      asksCustomer: true,
    });
    const waiting = await api().get(`/api/requests/${id}`).set(auth);
    expect(waiting.body.data).toMatchObject({ waiting_on_customer: true, answer_expected: null });
    const reply = await api().post(`/api/requests/${id}/comments`).set(auth).send({ body: 'Here it is' });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe('Your reply was sent.');
    const res = await api().get(`/api/requests/${id}`).set(auth);
    expect(JSON.stringify(res.body)).not.toContain('INTERNAL');
    expect(
      res.body.data.thread.map((m: { author: string; body: string }) => `${m.author}:${m.body}`),
    ).toEqual(['company:Could you send a photo?', 'customer:Here it is']);
    expect(res.body.data.waiting_on_customer).toBe(false);
    expect((await api().post(`/api/requests/${id}/comments`).set(auth).send({ body: ' ' })).status).toBe(422);
  });

  it('refuses disguised and oversized files with a clear 4xx, storing nothing', async () => {
    const { auth } = await customerWithToken(t.services);
    const { id } = (await file(auth)).body.data;
    const before = await stored();
    const disguised = await api()
      .post(`/api/requests/${id}/files`)
      .set(auth)
      .attach('files', samples.html(), 'photo.png');
    expect(disguised.status).toBe(422);
    expect(disguised.body.message).toContain('photo.png');
    const huge = await api()
      .post(`/api/requests/${id}/files`)
      .set(auth)
      .attach('files', Buffer.alloc(50 * 1024 * 1024, 'a'), 'big.txt')
      .catch((error: { response?: request.Response }) => error.response!);
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/too large|larger/);
    expect(await stored()).toEqual(before);
    expect(await t.services.attachments.list({ ownerKind: 'request', ownerId: id })).toEqual([]);
  });

  it('files nothing when a file sent with a new request is refused (the form’s path)', async () => {
    const { id: customerId } = await customerWithToken(t.services);
    const before = await stored();
    const filing = t.services.requests.file(
      customerId,
      { type: 'support', subject: 'With a bad file', comments: 'x' },
      'en',
      [
        { name: 'ok.pdf', bytes: samples.pdf() },
        { name: 'photo.png', bytes: samples.html() },
      ],
    );
    await expect(filing).rejects.toMatchObject({ code: 'attachments.refused' });
    const rows = await t.services.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.subject, 'With a bad file'));
    expect(rows).toEqual([]);
    expect(await stored()).toEqual(before);
    const filed = await t.services.requests.file(
      customerId,
      { type: 'support', subject: 'With a good file', comments: 'x' },
      'en',
      [{ name: 'photo.jpg', bytes: await samples.jpegWithGps() }],
    );
    expect(filed.attachments.map((a) => a.media_type)).toEqual(['image/jpeg']);
  });
});
