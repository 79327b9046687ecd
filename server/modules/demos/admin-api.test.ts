import { asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../audit/schema';
import { requestHistory, requestRow } from '../requests/test-helpers';
import { demoSlots } from './schema';
import { customerWithDemo, demoHistoryOf } from './test-helpers';
import { outboxMailsTo } from '../../test/outbox';
import { type TestAdmin, type TestApp, useTestAppWithAdmin } from '../../test/harness';

let t: TestApp;
let admin: TestAdmin;
let headers: Record<string, string>;
useTestAppWithAdmin((started) => ({ t, admin, headers } = started), { worker: false });

const api = () => request(t.app);
const auditOf = (id: string) =>
  t.services.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(asc(auditLog.id));
const slotsOf = (id: string) =>
  t.services.db.select().from(demoSlots).where(eq(demoSlots.requestId, id)).orderBy(asc(demoSlots.id));

describe('the admin Demos queue', () => {
  it('proposes times entered in the site’s zone: stored as instants, the request approved, one audit row', async () => {
    expect(t.services.config.TIME_ZONE).toBe('Africa/Casablanca');
    const { user, demoId } = await customerWithDemo(t.services, 'fr');
    const res = await api()
      .post(`/api/admin/demos/${demoId}/slots?lang=fr`)
      .set(headers)
      .send({
        slots: [
          { start: '2027-06-15T10:00', duration: 60 },
          { start: '2027-06-16T14:30', duration: 30 },
        ],
      });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'proposed', can_propose: true, can_cancel: true });
    // Casablanca is UTC+1 in June.
    expect((await slotsOf(demoId)).map((s) => [s.startsAt.toISOString(), s.endsAt.toISOString()])).toEqual([
      ['2027-06-15T09:00:00.000Z', '2027-06-15T10:00:00.000Z'],
      ['2027-06-16T13:30:00.000Z', '2027-06-16T14:00:00.000Z'],
    ]);
    expect(res.body.data.slots[0].label).toContain('10:00');
    expect((await requestRow(t.services, demoId)).status).toBe('approved');
    expect(await requestHistory(t.services, demoId)).toEqual(['pending→approved:admin']);
    expect(await outboxMailsTo(t.services, user.email)).not.toEqual([]);
    const audit = await auditOf(demoId);
    expect(audit.map((a) => [a.action, a.entityType, a.actorId, a.before])).toEqual([
      ['demo.slots_proposed', 'demo', admin.id, { status: 'requested' }],
    ]);
    expect((audit[0]!.after as { slots: unknown[] }).slots).toHaveLength(2);
  });

  it('reschedules: new times after the customer asked for another', async () => {
    const { user, demoId } = await customerWithDemo(t.services);
    await api()
      .post(`/api/admin/demos/${demoId}/slots`)
      .set(headers)
      .send({ slots: [{ start: '2027-06-17T10:00', duration: 60 }] });
    await t.services.demos.reschedule(user, demoId, 'Afternoons please');
    const list = await api().get('/api/admin/demos?status=reschedule_requested&per_page=100').set(headers);
    const row = list.body.data.data.find((d: { id: string }) => d.id === demoId);
    expect(row).toMatchObject({ reschedule_note: 'Afternoons please', can_propose: true });
    const again = await api()
      .post(`/api/admin/demos/${demoId}/slots`)
      .set(headers)
      .send({ slots: [{ start: '2027-06-17T15:00', duration: 90 }] });
    expect(again.status).toBe(201);
    expect(again.body.data.status).toBe('proposed');
    expect((await slotsOf(demoId)).map((s) => s.status)).toEqual(['declined', 'proposed']);
    expect((await auditOf(demoId)).map((a) => [a.action, a.before])).toEqual([
      ['demo.slots_proposed', { status: 'requested' }],
      ['demo.slots_proposed', { status: 'reschedule_requested' }],
    ]);
  });

  it('cancels by the company; a second cancel and proposals afterwards are 409; audit once', async () => {
    const { demoId } = await customerWithDemo(t.services);
    const res = await api().post(`/api/admin/demos/${demoId}/cancel`).set(headers).send({});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'canceled', can_propose: false, can_cancel: false });
    expect((await requestRow(t.services, demoId)).status).toBe('canceled');
    expect(await demoHistoryOf(t.services, demoId)).toEqual(['requested→canceled:admin']);
    const again = await api().post(`/api/admin/demos/${demoId}/cancel?lang=ar`).set(headers).send({});
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^لا يمكن نقل هذا العرض التوضيحي/);
    const propose = await api()
      .post(`/api/admin/demos/${demoId}/slots`)
      .set(headers)
      .send({ slots: [{ start: '2027-06-18T10:00', duration: 60 }] });
    expect(propose.status).toBe(409);
    expect((await auditOf(demoId)).map((a) => a.action)).toEqual(['demo.canceled']);
  });

  it('refuses past, malformed and too many times with 422 in the reader’s language; unknown ids 404', async () => {
    const { demoId } = await customerWithDemo(t.services);
    const past = await api()
      .post(`/api/admin/demos/${demoId}/slots?lang=fr`)
      .set(headers)
      .send({ slots: [{ start: '2026-01-05T10:00', duration: 60 }] });
    expect(past.status).toBe(422);
    expect(past.body.errors).toEqual({ 'slots.0.start': ['Cette heure est déjà passée.'] });
    const bad = await api()
      .post(`/api/admin/demos/${demoId}/slots?lang=en`)
      .set(headers)
      .send({ slots: [{ start: '2027-02-30T10:00', duration: 7 }] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      'slots.0.start': ['Enter a date and time such as 2026-12-15 10:00.'],
      'slots.0.duration': ['Choose a duration from the list.'],
    });
    const many = await api()
      .post(`/api/admin/demos/${demoId}/slots`)
      .set(headers)
      .send({ slots: Array.from({ length: 6 }, () => ({ start: '2027-06-18T10:00', duration: 60 })) });
    expect(many.status).toBe(422);
    expect(await slotsOf(demoId)).toEqual([]);
    expect(await auditOf(demoId)).toEqual([]);

    const { id: plain } = await t.services.requests.file(
      (await customerWithDemo(t.services)).user.id,
      { type: 'support', subject: 'Not a demo', comments: 'x' },
      'en',
    );
    for (const id of ['999999999', 'abc', '00000000-0000-4000-8000-000000000000', plain]) {
      const get = await api().get(`/api/admin/demos/${id}?lang=fr`).set(headers);
      expect(get.status, id).toBe(404);
      expect(get.body.message).toBe('Cette démo n’existe pas.');
      expect((await api().post(`/api/admin/demos/${id}/cancel`).set(headers).send({})).status).toBe(404);
      expect((await api().post(`/api/admin/demos/${id}/slots`).set(headers).send({})).status).toBe(404);
    }
  });

  it('lists with search, status filter and pagination', async () => {
    const { user, demoId } = await customerWithDemo(t.services);
    const found = await api()
      .get(`/api/admin/demos?q=${encodeURIComponent(user.email)}`)
      .set(headers);
    expect(found.body.data).toMatchObject({ total: 1, current_page: 1, last_page: 1 });
    expect(found.body.data.data[0]).toMatchObject({ id: demoId, status: 'requested', can_propose: true });
    const requested = await api().get('/api/admin/demos?status=requested&per_page=1').set(headers);
    expect(requested.body.data.per_page).toBe(1);
    expect(requested.body.data.total).toBeGreaterThanOrEqual(1);
    const wrong = await api().get('/api/admin/demos?status=lost&lang=fr').set(headers);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.status).toEqual(['Statut inconnu.']);
  });
});
