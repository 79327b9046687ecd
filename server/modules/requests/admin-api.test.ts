import { asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import * as samples from '../../test/sample-files';
import { auditLog } from '../audit/schema';
import { adminLogin, newAdmin } from '../admin/test-helpers';
import { customerWithToken } from '../cart/test-helpers';
import { contactRequestHistory } from './schema';
import { notifications } from '../notifications/schema';
import { requestRow } from './test-helpers';
import { outboxMailsTo } from '../../test/outbox';
import { type TestAdmin, type TestApp, useTestAppWithAdmin } from '../../test/harness';

let t: TestApp;
let admin: TestAdmin;
let headers: Record<string, string>;
// The worker stays off: the outbox keeps each mail for the assertions.
useTestAppWithAdmin((started) => ({ t, admin, headers } = started), { worker: false });

const api = () => request(t.app);

/** A customer with an API token and a request filed from their account. */
async function filed(subject = 'Crushed boxes', type: 'support' | 'sales' | 'custom_plan' = 'support') {
  const customer = await customerWithToken(t.services);
  const { id } = await t.services.requests.file(
    customer.id,
    { type, subject, comments: 'Three of the 40 cm boxes arrived crushed.' },
    'en',
  );
  const email = (await requestRow(t.services, id)).email;
  return { customer, id, email };
}

const auditOf = (entityId: string) =>
  t.services.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(asc(auditLog.id));

const noticesOf = (userId: string) =>
  t.services.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('the admin Requests queue: actions through the desk', () => {
  it('approves with a response: status, public reply, history by the admin, bell, mail and one audit row', async () => {
    const { customer, id, email } = await filed('Approve me');
    const res = await api()
      .post(`/api/admin/requests/${id}/decision`)
      .set(headers)
      .send({ decision: 'approved', response: 'We will send new boxes on Monday.' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'approved', final: false });
    expect(res.body.data.thread).toEqual([
      expect.objectContaining({
        author: 'staff',
        internal: false,
        body: 'We will send new boxes on Monday.',
      }),
    ]);

    const history = await t.services.db
      .select()
      .from(contactRequestHistory)
      .where(eq(contactRequestHistory.requestId, id));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actor, h.actorId])).toEqual([
      ['pending', 'approved', 'admin', admin.id],
    ]);
    expect((await requestRow(t.services, id)).firstRespondedAt).not.toBeNull();

    const bell = await noticesOf(customer.id);
    expect(bell.map((n) => [n.messageKey, n.url])).toEqual([
      ['request_status_changed', `contact_requests/${id}`],
    ]);
    const mails = await outboxMailsTo(t.services, email);
    const decision = mails.filter((m) => m.subject.includes('Approved'));
    expect(decision).toHaveLength(1);
    expect(decision[0]!.text).toContain('We will send new boxes on Monday.');

    const audit = await auditOf(id);
    expect(audit.map((a) => [a.action, a.actorId, a.entityType, a.before, a.after])).toEqual([
      [
        'request.approved',
        admin.id,
        'request',
        { status: 'pending', first_responded_at: null },
        expect.objectContaining({ status: 'approved', message_id: expect.any(Number) }),
      ],
    ]);

    // The customer's own API answer shows the new status and the response.
    const mine = await api().get(`/api/requests/${id}`).set(customer.auth);
    expect(mine.body.data.status).toBe('approved');
    expect(mine.body.data.thread.map((m: { body: string }) => m.body)).toEqual([
      'We will send new boxes on Monday.',
    ]);
  });

  it('keeps an internal note out of everything the customer gets', async () => {
    const { customer, id, email } = await filed('Note me');
    const secret = 'Supplier owes us a credit for this one';
    const mailsBefore = (await outboxMailsTo(t.services, email)).length;
    const res = await api().post(`/api/admin/requests/${id}/notes`).set(headers).send({ body: secret });
    expect(res.status).toBe(201);
    expect(res.body.data.thread).toEqual([
      expect.objectContaining({ body: secret, internal: true, author_label: 'Internal note' }),
    ]);
    const mine = await api().get(`/api/requests/${id}`).set(customer.auth);
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body)).not.toContain(secret);
    expect(await outboxMailsTo(t.services, email)).toHaveLength(mailsBefore);
    expect(await noticesOf(customer.id)).toEqual([]);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['request.note_added']);
  });

  it('replies publicly, and a question to the customer pauses the service levels', async () => {
    const { customer, id } = await filed('Ask me');
    const reply = await api()
      .post(`/api/admin/requests/${id}/replies`)
      .set(headers)
      .send({ body: 'Which order number?', waiting_on_customer: true });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ waiting_on_customer: true, status: 'pending' });
    const row = await requestRow(t.services, id);
    expect(row.waitingOnCustomer).toBe(true);
    expect(row.firstResponseDueAt).toBeNull();
    expect((await noticesOf(customer.id)).map((n) => n.messageKey)).toEqual(['request_replied']);
    const audit = await auditOf(id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      [
        'request.asked_customer',
        { waiting_on_customer: false, first_responded_at: null },
        expect.objectContaining({ waiting_on_customer: true, message_id: expect.any(Number) }),
      ],
    ]);
    const waiting = await api().get('/api/admin/requests?waiting=1&per_page=100').set(headers);
    expect(waiting.body.data.data.map((r: { id: string }) => r.id)).toContain(id);
  });

  it('changes the status through the machine; refused moves are 409 in the reader’s language, nothing written', async () => {
    const { id } = await filed('Move me');
    const done = await api()
      .post(`/api/admin/requests/${id}/status?lang=fr`)
      .set(headers)
      .send({ status: 'done' });
    expect(done.status).toBe(409);
    expect(done.body.message).toBe('Cette demande ne peut pas passer de « En attente » à « Traitée ».');
    const same = await api()
      .post(`/api/admin/requests/${id}/status`)
      .set(headers)
      .send({ status: 'pending' });
    expect(same.status).toBe(409);
    expect(await auditOf(id)).toEqual([]);

    const rejected = await api()
      .post(`/api/admin/requests/${id}/decision`)
      .set(headers)
      .send({ decision: 'rejected', response: 'We do not ship there.' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', final: true, moves: [] });
    for (const [path, body] of [
      ['replies', { body: 'More?' }],
      ['decision', { decision: 'approved', response: 'Changed our mind' }],
      ['status', { status: 'approved' }],
    ] as const) {
      const res = await api().post(`/api/admin/requests/${id}/${path}?lang=ar`).set(headers).send(body);
      expect(res.status, path).toBe(409);
      expect(res.body.message, path).toMatch(/^لا يمكن نقل هذا الطلب/);
    }
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['request.rejected']);
  });

  it('moves approved → done by the admin, with the history and the audit row', async () => {
    const { id } = await filed('Finish me');
    await api()
      .post(`/api/admin/requests/${id}/decision`)
      .set(headers)
      .send({ decision: 'approved', response: 'On it.' });
    const res = await api().post(`/api/admin/requests/${id}/status`).set(headers).send({ status: 'done' });
    expect(res.status).toBe(200);
    expect(res.body.data.history.map((h: { to_label: string }) => h.to_label)).toEqual(['Approved', 'Done']);
    expect((await auditOf(id)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['request.approved', expect.anything(), expect.anything()],
      ['request.status_changed', { status: 'approved' }, { status: 'done' }],
    ]);
  });

  it('two admins deciding at once: one decision, one mail, one audit row', async () => {
    const { id, email } = await filed('Race me');
    const other = (await adminLogin(t.app, await newAdmin(t.services), '10.9.0.2')).headers;
    const [a, b] = await Promise.all([
      api()
        .post(`/api/admin/requests/${id}/decision`)
        .set(headers)
        .send({ decision: 'approved', response: 'Yes from A' }),
      api()
        .post(`/api/admin/requests/${id}/decision`)
        .set(other)
        .send({ decision: 'rejected', response: 'No from B' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await auditOf(id)).toHaveLength(1);
    const decisions = (await outboxMailsTo(t.services, email)).filter((m) =>
      /Yes from A|No from B/.test(m.text),
    );
    expect(decisions).toHaveLength(1);
    const history = await t.services.db
      .select()
      .from(contactRequestHistory)
      .where(eq(contactRequestHistory.requestId, id));
    expect(history).toHaveLength(1);
  });

  it('writes the audit row in the action’s transaction: a failing audit leaves nothing behind', async () => {
    const { id, email } = await filed('Roll me back');
    const mails = (await outboxMailsTo(t.services, email)).length;
    await expect(
      t.services.requests.desk.decide(
        { id, adminId: admin.id, to: 'approved', response: 'Never sent' },
        async (tx, change) => {
          await t.services.admin.audit.record(tx, {
            actor: { id: admin.id, email: admin.email, ip: '::1', userAgent: 'test' },
            action: 'request.approved',
            entity: { type: 'request', id: change.after.id },
          });
          throw new Error('the audit failed');
        },
      ),
    ).rejects.toThrow('the audit failed');
    expect((await requestRow(t.services, id)).status).toBe('pending');
    expect(await auditOf(id)).toEqual([]);
    expect(await outboxMailsTo(t.services, email)).toHaveLength(mails);
  });

  it('answers 404 for unknown, malformed and demo ids, and 422 with messages in the reader’s language', async () => {
    const demo = await t.services.contact.createRequest({
      kind: 'demo',
      fullName: 'Salma Benali',
      email: 'salma@example.test',
      phone: '+212 600 000 000',
      serviceSlug: null,
      locale: 'en',
    });
    if (!demo.ok) throw new Error('no demo');
    for (const bad of ['999999999', 'abc', '00000000-0000-4000-8000-000000000000', demo.id]) {
      const get = await api().get(`/api/admin/requests/${bad}?lang=fr`).set(headers);
      expect(get.status, bad).toBe(404);
      expect(get.body.message).toBe('Cette demande n’existe pas.');
      for (const path of ['decision', 'replies', 'notes', 'status'])
        expect((await api().post(`/api/admin/requests/${bad}/${path}`).set(headers).send({})).status).toBe(
          404,
        );
      expect((await api().get(`/api/admin/requests/${bad}/files/1`).set(headers)).status).toBe(404);
    }
    const { id } = await filed('Validate me');
    const invalid = await api()
      .post(`/api/admin/requests/${id}/decision?lang=ar`)
      .set(headers)
      .send({ decision: 'maybe', response: ' ', price: 1 });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({
      decision: ['اختر الموافقة أو الرفض.'],
      response: ['اكتب رسالة.'],
      price: ['هذا الحقل غير مقبول.'],
    });
    const query = await api().get('/api/admin/requests?sort=price&lang=fr').set(headers);
    expect(query.status).toBe(422);
    expect(query.body.errors.sort).toEqual(['Ordre de tri inconnu.']);
  });

  it('lists with filters, service-level flags, sort and pagination', async () => {
    const support = await filed('Queue support zebra');
    t.clock.advance(60_000);
    const sales = await filed('Queue sales zebra', 'sales');
    const list = (query: string) =>
      api()
        .get(`/api/admin/requests?${query}`)
        .set(headers)
        .then((r) => r.body.data);
    const page = await list('q=zebra&per_page=1&sort=created');
    expect(page).toMatchObject({ current_page: 1, per_page: 1, total: 2, last_page: 2 });
    expect(page.data.map((r: { id: string }) => r.id)).toEqual([support.id]);
    expect((await list('q=zebra&type=sales')).data.map((r: { id: string }) => r.id)).toEqual([sales.id]);
    expect((await list('q=zebra&status=approved')).total).toBe(0);
    expect((await list('q=zebra')).data[0]).toMatchObject({ sla: 'ok', sla_label: 'On time' });

    // Past the support request's first-response target (4 business hours): overdue, straight from its due time.
    const due = (await requestRow(t.services, support.id)).firstResponseDueAt!;
    t.clock.set(new Date(due.getTime() + 60_000));
    // That may be past the admin session's idle expiry: a new login, as the admin would.
    headers = (await adminLogin(t.app, admin, '10.9.0.5')).headers;
    const overdue = await list('q=zebra&sla=overdue');
    expect(overdue.data.map((r: { id: string; sla: string }) => [r.id, r.sla])).toEqual([
      [support.id, 'overdue'],
    ]);
    const sorted = await list('q=zebra&sort=due');
    expect(sorted.data[0].id).toBe(support.id);

    // Newest first by default; recently updated first on demand.
    await t.services.requests.desk.reply({ id: support.id, adminId: admin.id, body: 'Looking into it.' });
    expect((await list('q=zebra')).data[0].id).toBe(sales.id);
    expect((await list('q=zebra&sort=-updated')).data[0].id).toBe(support.id);
  });

  it('lets the admin download a request’s file, and only through its own request', async () => {
    const customer = await customerWithToken(t.services);
    const { id, attachments } = await t.services.requests.file(
      customer.id,
      { type: 'support', subject: 'With a file', comments: 'See the quote.' },
      'en',
      [{ name: 'quote.pdf', bytes: samples.pdf() }],
    );
    const other = await filed('Another');
    const fileId = attachments[0]!.id;
    const ok = await api().get(`/api/admin/requests/${id}/files/${fileId}`).set(headers);
    expect(ok.status).toBe(200);
    expect(ok.headers['content-disposition']).toMatch(/^attachment/);
    expect((await api().get(`/api/admin/requests/${other.id}/files/${fileId}`).set(headers)).status).toBe(
      404,
    );
    const detail = await api().get(`/api/admin/requests/${id}`).set(headers);
    expect(detail.body.data.files.map((f: { id: string }) => f.id)).toEqual([fileId]);
  });
});
